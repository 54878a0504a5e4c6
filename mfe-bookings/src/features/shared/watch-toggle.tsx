import styled from 'styled-components';
import { Button, type ButtonProps } from '@freightdeck/ui';

const Star = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

export type WatchToggleProps = Omit<ButtonProps, 'onClick' | 'onToggle' | 'children' | 'aria-pressed'> & {
  watched: boolean;
  /** What is watched, for the accessible name ("Watch FD-AIR-0042"). */
  subject: string;
  onToggle: (watched: boolean) => void;
};

/** A toggle button (aria-pressed) that adds a booking to the user's watchlist or removes it. */
export function WatchToggle({ watched, subject, onToggle, variant = 'link', ...props }: WatchToggleProps) {
  return (
    <Button
      variant={variant}
      aria-pressed={watched}
      aria-label={`Watch ${subject}`}
      title={watched ? 'Stop watching' : 'Watch'}
      onClick={() => onToggle(!watched)}
      {...props}
    >
      <Star aria-hidden="true">{watched ? '★' : '☆'}</Star>
    </Button>
  );
}
