import type { ComponentPropsWithRef } from 'react';
import { StyledActionGroup } from './action-group.styles';

export type ActionGroupProps = ComponentPropsWithRef<'div'> & {
  /** What the actions act on, for a screen reader ("Share link created 26 Nov 2026"). */
  'aria-label': string;
};

/** A row's or card's actions as one group: spaced, aligned with the row's text, wrapping on a narrow screen. */
export function ActionGroup(props: ActionGroupProps) {
  return <StyledActionGroup role="group" {...props} />;
}
