import { useId, type ComponentPropsWithRef } from 'react';
import { Button } from '../button';
import { Heading, Panel, Text } from './unavailable-section.styles';

export type UnavailableSectionProps = ComponentPropsWithRef<'section'> & {
  /** The section's name as the user knows it, e.g. "Bookings". */
  name: string;
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * A part of the portal that could not be loaded; the rest keeps working
 * (docs/product/screens.md#sections-and-remotes).
 */
export function UnavailableSection({ name, onRetry, retrying = false, ...props }: UnavailableSectionProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} {...props}>
      <Heading id={headingId}>{name} is unavailable</Heading>
      <Text>This part of Freightdeck could not be loaded right now. The rest of the portal keeps working.</Text>
      <Button onClick={onRetry} disabled={retrying}>{retrying ? 'Retrying…' : 'Retry'}</Button>
    </Panel>
  );
}
