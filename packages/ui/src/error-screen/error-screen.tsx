import type { ComponentPropsWithRef } from 'react';
import { Button } from '../button';
import { StatusScreen } from '../status-screen';

export type ErrorScreenProps = ComponentPropsWithRef<'main'> & {
  /** Default: reload the page. */
  onRefresh?: () => void;
};

/**
 * The generic error screen ("Oops!"), shown on an unexpected rendering error
 * (docs/product/screens.md#error-screen).
 */
export function ErrorScreen({ onRefresh, ...props }: ErrorScreenProps) {
  return (
    <StatusScreen
      {...props}
      title="Oops!"
      subtitle="Something went wrong"
      description="This service is temporarily unavailable."
      actions={<Button onClick={onRefresh ?? (() => window.location.reload())}>Refresh</Button>}
    />
  );
}
