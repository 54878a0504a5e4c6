import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, LoadingMask, PublicFrame } from '@freightdeck/ui';
import { TrackingView, useSharedTracking } from '../shared';

/**
 * The public frame sets its own prose headings (an h2 with a wide top margin, a larger size); the
 * cards' headings keep the card's look, as on the signed-in tracking page.
 */
const Cards = styled.div`
  & section h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

/** /track-and-trace/share/:id — the id is a share link's token: the timeline without signing in, until the link expires or is revoked. */
export default function TrackingSharePage() {
  const { id = '' } = useParams();
  const { data, error } = useSharedTracking(id);
  return (
    <PublicFrame remote="track" title={data ? `Shipment ${data.ref}` : 'Shared tracking'} maxWidth={1000}>
      {!data && !error && <LoadingMask inline label="Loading the shipment" />}
      {error && <EmptyState role="alert" title="This link is not valid" description="It may have expired or been revoked. Ask the sender for a new one." />}
      {data && <Cards><TrackingView detail={data} /></Cards>}
    </PublicFrame>
  );
}
