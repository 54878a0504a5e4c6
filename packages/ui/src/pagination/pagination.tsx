import type { ComponentPropsWithRef } from 'react';
import { Gap, PageButton, Pages, Range, StyledNav } from './pagination.styles';
import { pageItems } from './page-items';

export type PaginationProps = Omit<ComponentPropsWithRef<'nav'>, 'onChange'> & {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** False when `total` is only a lower bound ("at least"): the last page is not known. */
  totalExact?: boolean;
  onPageChange: (page: number) => void;
  /** What the rows are, for the range text ("bookings"). */
  itemLabel?: string;
};

const count = new Intl.NumberFormat('en');

/**
 * Page navigation with the range shown ("21–40 of 134 bookings"). When the server only knows
 * that at least `total` rows match, the range says so and Next stays available.
 */
export function Pagination({ page, pageSize, total, totalExact = true, onPageChange, itemLabel = 'results', ...props }: PaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = totalExact ? Math.min(page * pageSize, total) : page * pageSize;
  const of = totalExact ? count.format(total) : `at least ${count.format(total)}`;
  const hasNext = totalExact ? page < lastPage : true;
  return (
    <StyledNav aria-label="Pagination" {...props}>
      <Range aria-live="polite">
        {total === 0 ? `No ${itemLabel}` : `${count.format(first)}–${count.format(last)} of ${of} ${itemLabel}`}
      </Range>
      <Pages>
        <PageButton type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>Previous</PageButton>
        {pageItems(page, totalExact ? lastPage : Math.max(lastPage, page + 1), totalExact).map((item, i) => item === 'gap' ? (
          <Gap key={`gap-${i}`} aria-hidden="true">…</Gap>
        ) : (
          <PageButton
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onPageChange(item)}
          >
            {item}
          </PageButton>
        ))}
        <PageButton type="button" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>Next</PageButton>
      </Pages>
    </StyledNav>
  );
}
