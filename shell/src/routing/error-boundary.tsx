import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ErrorScreen } from '@freightdeck/ui';

interface BoundaryProps {
  locationKey: string;
  /** The location changed by history traversal (back/forward). */
  pop: boolean;
  children?: ReactNode;
}

interface BoundaryState {
  error: unknown;
  locationKey: string;
}

export function isResizeObserverNoise(event: ErrorEvent): boolean {
  return typeof event.message === 'string' && event.message.includes('ResizeObserver loop');
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  // Only back/forward resets Oops (docs/product/screens.md#error-screen). A push that lands after
  // the error (a lazy page that finished loading while an uncaught error was shown) must not hide
  // it.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return props.pop ? { error: null, locationKey: props.locationKey } : { locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] unexpected error', error, info.componentStack);
  }

  override componentDidMount(): void {
    window.addEventListener('error', this.onUncaught);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('error', this.onUncaught);
  }

  // Other uncaught errors show the Oops screen; resize-observer noise is only logged
  // (docs/product/screens.md#error-screen).
  private readonly onUncaught = (event: ErrorEvent): void => {
    if (isResizeObserverNoise(event)) {
      console.warn(event.message);
      return;
    }
    this.setState({ error: event.error ?? new Error(event.message) });
  };

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}

/**
 * Unexpected errors show "Oops!"; back/forward navigation resets it
 * (docs/product/screens.md#error-screen).
 */
export function AppErrorBoundary({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <Boundary locationKey={location.key} pop={navigationType === 'POP'}>{children}</Boundary>;
}
