import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button';
import { Actions, Panel } from './filter-panel.styles';

export const FILTER_PANEL_LAYOUTS = ['tiles', 'search-first'] as const;
export type FilterPanelLayout = (typeof FILTER_PANEL_LAYOUTS)[number];

export type FilterPanelProps = Omit<ComponentPropsWithRef<'div'>, 'role'> & {
  /** The panel's accessible name ("Filter bookings"): it is a search landmark. */
  label: string;
  /**
   * `tiles` (default): equal columns that wrap, for many filters, the actions on a row of their
   * own; `search-first`: a wide search, then the other filters and the actions in one row
   * (one column on a phone).
   */
  layout?: FilterPanelLayout;
  /** Whether any filter is set: only then does "Clear filters" show. */
  filtered?: boolean;
  /** What "Clear filters" does; without it there is no such button. */
  onClear?: () => void;
  /** Controls beside "Clear filters" (a "Watched only" checkbox). */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The filters above a list: its fields, then "Clear filters" once one is set. */
export function FilterPanel({ label, layout = 'tiles', filtered = false, onClear, actions, children, ...props }: FilterPanelProps) {
  const clear = filtered && onClear && <Button variant="link" onClick={onClear}>Clear filters</Button>;
  return (
    <Panel role="search" aria-label={label} data-layout={layout} {...props}>
      {children}
      {(actions || clear) && <Actions>{actions}{clear}</Actions>}
    </Panel>
  );
}
