import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dd, Dt, Group, StyledList } from './description-list.styles';

export interface DescriptionItem {
  term: string;
  /** Null, undefined or '' shows the `emptyText` (a dash), so a missing value is visible. */
  value: ReactNode;
  /** Let a long value (an address, remarks) take the whole row. */
  wide?: boolean;
}

export type DescriptionListProps = Omit<ComponentPropsWithRef<'dl'>, 'children'> & {
  items: readonly DescriptionItem[];
  /** Terms beside their values (default) or above them, in `columns` columns. */
  layout?: 'stacked' | 'inline';
  columns?: 1 | 2 | 3;
  emptyText?: string;
};

/** Term/value pairs (a record's fields) as a `<dl>`. */
export function DescriptionList({ items, layout = 'stacked', columns = 2, emptyText = '–', ...props }: DescriptionListProps) {
  return (
    <StyledList data-layout={layout} data-columns={columns} {...props}>
      {items.map((item) => {
        const missing = item.value === null || item.value === undefined || item.value === '';
        return (
          <Group key={item.term} data-wide={item.wide || undefined}>
            <Dt>{item.term}</Dt>
            <Dd data-empty={missing || undefined}>{missing ? emptyText : item.value}</Dd>
          </Group>
        );
      })}
    </StyledList>
  );
}
