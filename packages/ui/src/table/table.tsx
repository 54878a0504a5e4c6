import { useLayoutEffect, useRef, useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { Caption, Detail, HeaderButton, MessageCell, RowLink, StyledTable, TableWrap } from './table.styles';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is a button that sorts by this column (`onSortChange`). */
  sortable?: boolean;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** The cell that names the row (a `th` scoped to the row); it carries the row link. */
  rowHeader?: boolean;
  /** A second, quieter line under the cell (outside the row link, so the link's name stays short). */
  detail?: (row: T) => ReactNode;
}

export type TableProps<T> = Omit<ComponentPropsWithRef<'table'>, 'children'> & {
  /** Names the table for assistive technology; shown unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Where a row leads: its row-header cell becomes a link, and a click anywhere on the row follows it. */
  rowHref?: (row: T) => string;
  loading?: boolean;
  /**
   * Rows of skeleton cells while the first rows load, so what follows the table keeps its place
   * (docs/product/screens.md#skeletons): the page's size when the list usually fills it. Default
   * 0: one row with a spinner.
   */
  loadingRows?: number;
  /** Shown in place of the rows when there are none (and not loading). */
  empty?: ReactNode;
};

/** The next sort when a header is pressed: a new column starts ascending, the same column flips. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

// A click on the row's own controls (watch toggle, link, button) must not also open the row.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="switch"]';

/**
 * An accessible data table: a real `<table>` with a caption, sortable headers announcing
 * `aria-sort`, rows that link to their record, and loading and empty states that keep the
 * header in place (so the page does not jump).
 */
/**
 * Whether the table is wider than its frame (a phone): then the frame is a scroll region the
 * keyboard must reach (WCAG 2.1.1; axe: scrollable-region-focusable), and only then a tab stop.
 */
function useScrollsSideways(content: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const [sideways, setSideways] = useState(false);
  // Measured when the rows change and when the window does, not on every render.
  useLayoutEffect(() => {
    const check = () => {
      const el = ref.current;
      if (el) setSideways(el.scrollWidth > el.clientWidth);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [content]);
  return { ref, sideways };
}

export function Table<T>({
  caption, captionHidden = false, columns, rows, rowKey, sort, onSortChange, rowHref, loading = false, loadingRows = 0, empty = 'No records', ...props
}: TableProps<T>) {
  const navigate = useNavigate();
  const linkColumn = columns.find((c) => c.rowHeader)?.key ?? columns[0]?.key;
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if ((event.target as Element).closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    navigate(href);
  };

  const scroll = useScrollsSideways(rows);
  return (
    <TableWrap ref={scroll.ref} tabIndex={scroll.sideways ? 0 : undefined}>
      <StyledTable aria-busy={loading || undefined} data-loading={loading || undefined} {...props}>
        <Caption data-hidden={captionHidden || undefined}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={column.sortable ? sorted ?? 'none' : undefined} data-align={column.align}>
                  {column.sortable && onSortChange ? (
                    <HeaderButton type="button" onClick={() => onSortChange(nextSort(sort, column.key))}>
                      {column.header}
                      <span aria-hidden="true">{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
                    </HeaderButton>
                  ) : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && loading && loadingRows > 0 && Array.from({ length: loadingRows }, (_, i) => (
            <tr key={`loading-${i}`} aria-hidden="true">
              {columns.map((column) => <td key={column.key}><Skeleton width={i % 2 ? '70%' : '85%'} /></td>)}
            </tr>
          ))}
          {rows.length === 0 && !(loading && loadingRows > 0) && (
            <tr>
              <MessageCell colSpan={columns.length}>{loading ? <Spinner label="Loading" /> : empty}</MessageCell>
            </tr>
          )}
          {rows.map((row) => {
            const href = rowHref?.(row);
            return (
              <tr key={rowKey(row)} data-link={href ? true : undefined} onClick={href ? (e) => onRowClick(e, href) : undefined}>
                {columns.map((column) => {
                  const content = column.cell(row);
                  const detail = column.detail?.(row);
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} data-align={column.align}>
                      {href && column.key === linkColumn ? <RowLink as={RouterLink} to={href}>{content}</RowLink> : content}
                      {detail !== undefined && detail !== null && detail !== '' && <Detail>{detail}</Detail>}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </TableWrap>
  );
}
