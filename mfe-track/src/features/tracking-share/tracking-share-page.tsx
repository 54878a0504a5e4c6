import { useParams } from 'react-router-dom';
import { EmptyState, LoadingMask, PublicFrame } from '@freightdeck/ui';
import { TrackingView, useSharedTracking } from '../shared';

/** /track-and-trace/share/:id — the id is a share link's token: the timeline without signing in, until the link expires or is revoked. */
export default function TrackingSharePage() {
  const { id = '' } = useParams();
  const { data, error } = useSharedTracking(id);
  return (
    <PublicFrame remote="track" title={data ? `Shipment ${data.ref}` : 'Shared tracking'} maxWidth={1000}>
      {!data && !error && <LoadingMask inline label="Loading the shipment" />}
      {error && <EmptyState role="alert" title="This link is not valid" description="It may have expired or been revoked. Ask the sender for a new one." />}
      {data && <TrackingView detail={data} />}
    </PublicFrame>
  );
}
