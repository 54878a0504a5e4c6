import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@freightdeck/auth';
import { DASHBOARD_WIDGETS, hasPermission, REMOTE_SECTIONS, WIDGET_REMOTES, type RemoteName, type WidgetDefinition } from '@freightdeck/contracts';
import { Button, PageHeader } from '@freightdeck/ui';
import { useRemoteWidgetList } from '../dashboard/remote-widgets';
import { Frame, FrameTitle, Muted, WidgetFrame, WidgetSkeleton } from '../dashboard/widget-frame';
import { sectionName } from '../remotes/section-names';

/**
 * The widgets in a responsive grid: as many columns of at least 420 px as fit. Each remote's
 * widgets arrive on their own; CSS `order` keeps every widget in its `order` across remotes.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: start;
`;

/** Where a remote's placeholder (loading, unavailable) stands: at its first known widget's order. */
function placeOf(remote: RemoteName): number {
  const orders = Object.values(DASHBOARD_WIDGETS).filter((w) => w.owner === remote).map((w) => w.order);
  return orders.length ? Math.min(...orders) : 1000;
}

const label = (remote: RemoteName) => sectionName(REMOTE_SECTIONS[remote][0] ?? '');

/** The widgets of the contracts table a remote will show this user, in order: their places while it loads. */
function expectedWidgets(remote: RemoteName, permissions: readonly string[]) {
  return (Object.values(DASHBOARD_WIDGETS) as WidgetDefinition[])
    .filter((w) => w.owner === remote && hasPermission(permissions, w.requirement))
    .sort((a, b) => a.order - b.order);
}

/** One remote's widgets in the grid: loading, unavailable with Retry, or each widget in its frame. */
function RemoteWidgets({ remote, permissions, onShown }: { remote: RemoteName; permissions: readonly string[]; onShown: (remote: RemoteName, count: number | null) => void }) {
  const { widgets, failed, isLoading, retry } = useRemoteWidgetList(remote);
  const visible = widgets.filter(({ widget }) => hasPermission(permissions, widget.permission)).sort((a, b) => a.widget.order - b.widget.order);
  const settled = !isLoading && !failed;
  const count = settled ? visible.length : failed ? 1 : null;
  // Tells the page how many frames this remote shows once it knows (null while loading).
  useEffect(() => onShown(remote, count), [remote, count, onShown]);
  if (isLoading) {
    // One frame per widget the table says is coming, with its title, at its order: nothing moves when they arrive.
    const expected = expectedWidgets(remote, permissions);
    if (expected.length > 0) {
      return (
        <>
          {expected.map((w, i) => (
            <Frame key={w.title} $full={w.size === 'full'} style={{ order: w.order }} aria-label={w.title} aria-busy="true">
              <FrameTitle aria-hidden="true">{w.title}</FrameTitle>
              <WidgetSkeleton label={i === 0 ? `Loading the ${label(remote)} widgets` : `Loading ${w.title}`} />
            </Frame>
          ))}
        </>
      );
    }
    return (
      <Frame $full={false} style={{ order: placeOf(remote) }} aria-label={`${label(remote)} widgets`} aria-busy="true">
        <WidgetSkeleton label={`Loading the ${label(remote)} widgets`} />
      </Frame>
    );
  }
  if (failed) {
    return (
      <Frame $full={false} style={{ order: placeOf(remote) }} aria-label={`${label(remote)} widgets`}>
        <Muted role="alert">The {label(remote)} widgets are unavailable right now.</Muted>
        <Button variant="secondary" onClick={retry}>Retry</Button>
      </Frame>
    );
  }
  return <>{visible.map(({ widget }) => <WidgetFrame key={`${remote}:${widget.id}`} widget={widget} />)}</>;
}

/** /dashboard: the widgets the remotes expose (`./widgets`), each shown only with its permission. */
export default function DashboardPage({ remotes = WIDGET_REMOTES }: { remotes?: readonly RemoteName[] }) {
  const permissions = useCurrentUser().user?.permissions ?? [];
  const [shown, setShown] = useState<Partial<Record<RemoteName, number | null>>>({});
  const onShown = useCallback((remote: RemoteName, count: number | null) => setShown((s) => (s[remote] === count ? s : { ...s, [remote]: count })), []);
  const allSettled = remotes.every((r) => typeof shown[r] === 'number');
  const nothing = allSettled && remotes.every((r) => shown[r] === 0);
  return (
    <>
      <PageHeader title="Dashboard" />
      {nothing && <Muted>Nothing to show here yet.</Muted>}
      <Grid>
        {remotes.map((remote) => <RemoteWidgets key={remote} remote={remote} permissions={permissions} onShown={onShown} />)}
      </Grid>
    </>
  );
}
