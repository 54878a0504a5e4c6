import styled from 'styled-components';
import { useCurrentUser } from '@freightdeck/auth';
import { hasPermission, REMOTE_SECTIONS, WIDGET_REMOTES, type RemoteName } from '@freightdeck/contracts';
import { Button, PageHeader, Spinner } from '@freightdeck/ui';
import { useRemoteWidgets } from '../dashboard/remote-widgets';
import { Frame, Muted, WidgetFrame } from '../dashboard/widget-frame';
import { sectionName } from '../remotes/section-names';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: start;
`;

/** /dashboard: the widgets the remotes expose (`./widgets`), each shown only with its permission. */
export default function DashboardPage({ remotes = WIDGET_REMOTES }: { remotes?: readonly RemoteName[] }) {
  const permissions = useCurrentUser().user?.permissions ?? [];
  const { widgets, failed, isLoading, retry } = useRemoteWidgets(remotes);
  const visible = widgets.filter(({ widget }) => hasPermission(permissions, widget.permission));
  return (
    <>
      <PageHeader title="Dashboard" />
      {isLoading && <Spinner label="Loading the dashboard" />}
      {!isLoading && visible.length === 0 && failed.length === 0 && <Muted>Nothing to show here yet.</Muted>}
      <Grid>
        {visible.map(({ remote, widget }) => <WidgetFrame key={`${remote}:${widget.id}`} widget={widget} />)}
        {failed.map((remote) => (
          <Frame key={remote} $full={false} aria-label={`${sectionName(REMOTE_SECTIONS[remote][0] ?? '')} widgets`}>
            <Muted role="alert">The {sectionName(REMOTE_SECTIONS[remote][0] ?? '')} widgets are unavailable right now.</Muted>
            <Button variant="secondary" onClick={retry}>Retry</Button>
          </Frame>
        ))}
      </Grid>
    </>
  );
}
