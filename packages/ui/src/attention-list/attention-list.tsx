import { Button } from '../button';
import { LinkButton } from '../link';
import { Skeleton } from '../skeleton';
import {
  ATTENTION_ROWS, Body, Footer, FooterLink, Notice, Row, RowAside, RowDetail, RowLink, Rows, RowTitle, SkeletonRow,
} from './attention-list.styles';

export interface AttentionItem {
  id: string;
  /** The page that settles it (a booking, a draft to resume, a quotation, a shipment). */
  to: string;
  /** The record: its reference or title. */
  title: string;
  /** One line about it: the lane, the customer, the milestone. */
  detail?: string;
  /** Why now: "expires in 2d", "ETA 28 Nov". */
  aside?: string;
  tone?: 'danger';
}

/** Where the records come from: an SWR answer (`useSWR(…)` as it is). */
export interface AttentionSource<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  /** Loads again (Try again). */
  mutate: () => unknown;
}

export interface AttentionListProps<T> {
  /** The list's accessible name (the widget's title). */
  label: string;
  source: AttentionSource<T>;
  /** The rows of the loaded data, and how many there are in all (the rows show the first few). */
  select: (data: T) => { items: readonly AttentionItem[]; total?: number };
  /** What an empty list says: what is fine, and what to do next. */
  empty: string;
  emptyAction?: { label: string; to: string };
  /** The page listing them all, filtered the same way. */
  more?: { to: string; label?: string };
}

/** The loading shape: the rows and the footer at the size they will have. */
export function AttentionSkeleton({ label }: { label: string }) {
  return (
    <Body aria-busy="true" aria-label={`Loading ${label}`} role="status">
      <Rows>
        {Array.from({ length: ATTENTION_ROWS }, (_, i) => (
          <SkeletonRow key={i}>
            <Skeleton shape="block" width={`${60 - i * 6}%`} height={14} />
            <Skeleton shape="block" width={`${40 + i * 5}%`} height={10} />
          </SkeletonRow>
        ))}
      </Rows>
      <Footer><Skeleton shape="block" width="30%" height={12} /></Footer>
    </Body>
  );
}

/**
 * A home widget's body (docs/product/screens.md#home): the few records that need the user, each a
 * link, and "See all" to the list filtered the same way. Loading, empty and failed, it keeps one
 * fixed height, so the page does not shift when it settles; a failure stays inside it with
 * "Try again".
 */
export function AttentionList<T>({ label, source, select, empty, emptyAction, more }: AttentionListProps<T>) {
  if (source.isLoading && source.data === undefined) return <AttentionSkeleton label={label} />;
  if (source.error || source.data === undefined) {
    return (
      <Body>
        <Notice>
          <p role="alert">{label} could not be loaded.</p>
          <Button variant="secondary" onClick={() => void source.mutate()}>Try again</Button>
        </Notice>
      </Body>
    );
  }
  const { items, total } = select(source.data);
  if (items.length === 0) {
    return (
      <Body>
        <Notice>
          <p>{empty}</p>
          {emptyAction && <LinkButton to={emptyAction.to}>{emptyAction.label}</LinkButton>}
        </Notice>
      </Body>
    );
  }
  const count = total ?? items.length;
  const shown = items.slice(0, ATTENTION_ROWS);
  return (
    <Body>
      <Rows aria-label={label}>
        {shown.map((item) => (
          <Row key={item.id}>
            <RowLink to={item.to}>
              <RowTitle>{item.title}</RowTitle>
              {item.aside && <RowAside data-tone={item.tone}>{item.aside}</RowAside>}
              {item.detail && <RowDetail>{item.detail}</RowDetail>}
            </RowLink>
          </Row>
        ))}
      </Rows>
      <Footer>
        <span>{count > shown.length ? `${shown.length} of ${count}` : count === 1 ? '1 in all' : `${count} in all`}</span>
        {more && <FooterLink to={more.to}>{more.label ?? 'See all'}</FooterLink>}
      </Footer>
    </Body>
  );
}
