import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ErrorScreen } from '@freightdeck/ui';

interface BoundaryProps {
  resetKey: string;
  children?: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

export function isResizeObserverNoise(event: ErrorEvent): boolean {
  return typeof event.message === 'string' && event.message.includes('ResizeObserver loop');
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
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

  // Spec §8: other uncaught errors show the Oops screen; resize-observer noise is only logged.
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

/** Spec §2: unexpected errors show "Oops!"; back/forward navigation resets it. */
export function AppErrorBoundary({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Only history traversal (POP) changes the key: a crash right after a push stays visible.
  const resetKey = navigationType === 'POP' ? location.key : 'stable';
  return <Boundary resetKey={resetKey}>{children}</Boundary>;
}
