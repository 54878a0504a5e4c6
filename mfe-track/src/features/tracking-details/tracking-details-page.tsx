import { useParams } from 'react-router-dom';
import { Button, EmptyState, LoadingMask, RemotePage } from '@freightdeck/ui';
import { TrackingView, useTrackingDetail } from '../shared';
import { ShareLinks } from './share-links';

/** /track-and-trace/:id (a booking's id or ref): its timeline, ETA, route, temperatures and share links. */
export default function TrackingDetailsPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useTrackingDetail(id);
  if (!data) {
    const notFound = (error as { code?: string } | undefined)?.code === 'NOT_FOUND';
    return (
      <RemotePage remote="track" title="Tracking details">
        {!error && <LoadingMask inline label="Loading the shipment" />}
        {error && (
          <EmptyState role="alert" title={notFound ? 'Shipment not found' : 'The shipment could not be loaded'} description={notFound ? `There is no shipment ${id} that you may see.` : undefined}>
            {!notFound && <Button variant="secondary" onClick={() => void mutate()}>Retry</Button>}
          </EmptyState>
        )}
      </RemotePage>
    );
  }
  return (
    <RemotePage remote="track" title={`Tracking ${data.ref}`}>
      <TrackingView detail={data} />
      <ShareLinks bookingId={data.bookingId} />
    </RemotePage>
  );
}
