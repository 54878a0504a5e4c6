import type { ComponentPropsWithRef } from 'react';
import { Bar, Fill, Header, Wrap } from './progress-bar.styles';

export type ProgressBarProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Names the bar ("Upload", "Shipments delivered"). */
  label: string;
  /** Omit for work of unknown length. */
  value?: number;
  min?: number;
  max?: number;
  /** Read out instead of the number ("3 of 5 legs flown"). */
  valueText?: string;
  /** Show the label and value above the bar (default). */
  showLabel?: boolean;
  tone?: 'accent' | 'danger';
};

/** A determinate (or indeterminate) progress bar with the ARIA progressbar values. */
export function ProgressBar({ label, value, min = 0, max = 100, valueText, showLabel = true, tone = 'accent', ...props }: ProgressBarProps) {
  const known = value !== undefined && Number.isFinite(value);
  const clamped = known ? Math.min(max, Math.max(min, value)) : min;
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  const shown = valueText ?? (known ? `${Math.round(percent)}%` : undefined);
  return (
    <Wrap {...props}>
      {showLabel && (
        <Header aria-hidden="true">
          <span>{label}</span>
          {shown && <span>{shown}</span>}
        </Header>
      )}
      <Bar
        role="progressbar"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={known ? clamped : undefined}
        aria-valuetext={known ? valueText : undefined}
        data-indeterminate={known ? undefined : true}
      >
        <Fill data-tone={tone} style={{ width: known ? `${percent}%` : undefined }} />
      </Bar>
    </Wrap>
  );
}
