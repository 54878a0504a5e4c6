import type { ComponentPropsWithRef } from 'react';
import { StyledCol, StyledRow } from './grid.styles';

/**
 * A 24-column grid (docs/product/constants.md#interface-constants). A span is a whole number of
 * columns, 1–24.
 */
export type ColSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24;

export type RowProps = ComponentPropsWithRef<'div'>;

/** A row of the 24-column grid; gutters are 2 spacing units. */
export function Row(props: RowProps) {
  return <StyledRow {...props} />;
}

export type ColProps = ComponentPropsWithRef<'div'> & {
  /** Columns taken on wide screens (default 24). */
  span?: ColSpan;
  /** Columns taken below 768 px wide (default 24: full width). */
  spanSmall?: ColSpan;
};

/** A cell of the grid: its spans are CSS custom properties, one class for every size. */
export function Col({ span = 24, spanSmall = 24, style, ...props }: ColProps) {
  return <StyledCol style={{ ...style, ['--span' as string]: span, ['--span-small' as string]: spanSmall }} {...props} />;
}
