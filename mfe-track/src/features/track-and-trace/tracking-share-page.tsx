import { RemotePage } from '@freightdeck/ui';

export default function TrackingSharePage() {
  return <RemotePage remote="track" title="Shared tracking" param={{ name: 'id', label: 'Shipment' }} />;
}
