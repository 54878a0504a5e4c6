import type { ComponentPropsWithRef } from 'react';
import { SpinnerRing } from './spinner.styles';

export type SpinnerProps = ComponentPropsWithRef<'span'> & { size?: 'small' | 'medium'; label?: string };

export function Spinner({ size = 'medium', label = 'Loading', ...props }: SpinnerProps) {
  return <SpinnerRing role="status" aria-label={label} data-size={size} {...props} />;
}
