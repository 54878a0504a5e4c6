import { useId } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@freightdeck/auth';
import {
  ATTENTION_REMOTES, ATTENTION_WIDGETS, hasPermission, paths, REMOTE_SECTIONS,
  type AttentionWidgetId, type RemoteName,
} from '@freightdeck/contracts';
import { ATTENTION_BODY_HEIGHT, AttentionSkeleton, Button, EmptyState, LinkButton, PageHeader } from '@freightdeck/ui';
import { useRemoteWidgetList } from '../dashboard/remote-widgets';
import { Frame, FrameTitle, Muted, WidgetFrame } from '../dashboard/widget-frame';
import { sectionName } from '../remotes/section-names';

/** As many columns of at least 340 px as fit: one on a phone, two or three on a desktop. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: start;
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing(-1, 0, 3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unavailable = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  height: ${ATTENTION_BODY_HEIGHT}px;
  text-align: center;
`;

type Entry = { id: AttentionWidgetId; owner: RemoteName; title: string; order: number };

/** The attention widgets this user may see, from the contracts table, in their order. */
export function attentionFor(permissions: readonly string[], primary: boolean): Entry[] {
  return (Object.keys(ATTENTION_WIDGETS) as AttentionWidgetId[])
    .map((id) => ({ id, ...(ATTENTION_WIDGETS[id] as { owner: RemoteName; title: string; order: number; requirement?: Parameters<typeof hasPermission>[1]; primaryOrganizationOnly?: boolean }) }))
    .filter((w) => hasPermission(permissions, w.requirement) && (!w.primaryOrganizationOnly || primary))
    .map(({ id, owner, title, order }) => ({ id, owner, title, order }))
    .sort((a, b) => a.order - b.order);
}

/** A frame the remote has not filled (yet): the skeleton while it loads, or Retry when it could not. */
function PlaceholderFrame({ entry, failed, onRetry }: { entry: Entry; failed: boolean; onRetry: () => void }) {
  const headingId = useId();
  const section = sectionName(REMOTE_SECTIONS[entry.owner][0] ?? '');
  return (
    <Frame $full={false} aria-labelledby={headingId} style={{ order: entry.order }}>
      <FrameTitle id={headingId}>{entry.title}</FrameTitle>
      {failed ? (
        <Unavailable>
          <Muted role="alert">{section} is unavailable right now.</Muted>
          <Button variant="secondary" onClick={onRetry}>Retry</Button>
        </Unavailable>
      ) : <AttentionSkeleton label={entry.title} />}
    </Frame>
  );
}

/** One remote's attention widgets: each frame stands from the start and fills when its code and data arrive. */
function RemoteAttention({ remote, entries }: { remote: RemoteName; entries: Entry[] }) {
  // Not found once loaded: the remote failed, or its release has no such widget yet.
  const { widgets, isLoading, retry } = useRemoteWidgetList(remote, 'home');
  return (
    <>
      {entries.map((entry) => {
        const placed = widgets.find(({ widget }) => widget.id === entry.id);
        if (placed) return <WidgetFrame key={entry.id} widget={placed.widget} fallback={<AttentionSkeleton label={entry.title} />} />;
        return <PlaceholderFrame key={entry.id} entry={entry} failed={!isLoading} onRetry={retry} />;
      })}
    </>
  );
}

/**
 * Route / (docs/product/screens.md#home): where a user starts the day. What needs their attention,
 * from the remotes' attention widgets, each loading and failing on its own in a responsive grid.
 */
export default function HomePage({ remotes = ATTENTION_REMOTES }: { remotes?: readonly RemoteName[] }) {
  const { user } = useCurrentUser();
  const entries = attentionFor(user?.permissions ?? [], user?.userOfPrimaryOrganization ?? false).filter((e) => remotes.includes(e.owner));
  const owners = [...new Set(entries.map((e) => e.owner))];
  return (
    <>
      <PageHeader title={user ? `Welcome, ${user.firstName}` : 'Welcome'}>
        <LinkButton to={paths.dashboard()} variant="secondary">Dashboard</LinkButton>
      </PageHeader>
      {entries.length === 0 ? (
        <EmptyState title="Nothing needs you today" description="Your figures and shipments are on the dashboard.">
          <LinkButton to={paths.dashboard()}>Open the dashboard</LinkButton>
        </EmptyState>
      ) : (
        <>
          <Lead>What needs your attention today.</Lead>
          <Grid>
            {owners.map((remote) => <RemoteAttention key={remote} remote={remote} entries={entries.filter((e) => e.owner === remote)} />)}
          </Grid>
        </>
      )}
    </>
  );
}
