import { RemotePage } from '@freightdeck/ui';

export default function TrackingDetailsPage() {
  return <RemotePage remote="track" title="Tracking details" param={{ name: 'id', label: 'Shipment' }} />;
}
