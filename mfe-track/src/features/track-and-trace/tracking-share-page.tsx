import { RemotePage } from '../../components/remote-page';

export default function TrackingSharePage() {
  return <RemotePage title="Shared tracking" param={{ name: 'id', label: 'Shipment' }} />;
}
