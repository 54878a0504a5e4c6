import { Component, lazy, Suspense, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton, type DashboardWidget } from '@freightdeck/ui';

/**
 * The place a widget's body has while it loads, and the least it keeps once loaded, so the
 * widgets after it do not move as each arrives (docs/product/screens.md#skeletons).
 */
export const WIDGET_BODY_MIN_PX = 160;

export const Frame = styled.section<{ $full: boolean }>`
  min-height: calc(${WIDGET_BODY_MIN_PX}px + ${({ theme }) => theme.spacing(4)} + 1.5em + 2px + ${({ theme }) => theme.spacing(2)});
  grid-column: ${({ $full }) => ($full ? '1 / -1' : 'auto')};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  min-width: 0;
  @media (max-width: 600px) { padding: ${({ theme }) => theme.spacing(2)}; }
`;

export const FrameTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

class WidgetBoundary extends Component<{ onRetry: () => void; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[dashboard] a widget failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Muted role="alert">This widget could not be shown.</Muted>
        <Button variant="secondary" onClick={() => { this.setState({ failed: false }); this.props.onRetry(); }}>Retry</Button>
      </>
    );
  }
}

/** A widget body's place while it loads: a skeleton of the body's least size, announced as loading. */
export function WidgetSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton shape="block" height={WIDGET_BODY_MIN_PX} />
    </div>
  );
}

/**
 * One widget: its heading, its lazily loaded body (`fallback` while it loads: home's skeleton of
 * the body's final size, else a skeleton of the body's least size), and a boundary so its failure
 * stays inside it.
 */
export function WidgetFrame({ widget, fallback }: { widget: DashboardWidget; fallback?: ReactNode }) {
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry loads the chunk again.
  const Body = useMemo(() => lazy(widget.component as () => Promise<{ default: ComponentType }>), [widget, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Frame $full={widget.size === 'full'} aria-labelledby={headingId} style={{ order: widget.order }}>
      <FrameTitle id={headingId}>{widget.title}</FrameTitle>
      <WidgetBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback ?? <WidgetSkeleton label={`Loading ${widget.title}`} />}>
          <Body />
        </Suspense>
      </WidgetBoundary>
    </Frame>
  );
}
