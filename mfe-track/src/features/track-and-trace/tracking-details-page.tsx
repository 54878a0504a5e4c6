import { RemotePage } from '../../components/remote-page';

export default function TrackingDetailsPage() {
  return <RemotePage title="Tracking details" param={{ name: 'id', label: 'Shipment' }} />;
}
