import type { ComponentPropsWithRef } from 'react';
import { StyledBadge } from './badge.styles';

/** The badge tones: each is a `data-tone` rule in the styles, one class for all badges. */
export const BADGE_TONES = ['neutral', 'info', 'success', 'warning', 'danger', 'accent'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

/** A short status label (a booking's status, a NEW mark). Its text says it all: colour only adds. */
export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <StyledBadge data-tone={tone} {...props} />;
}
