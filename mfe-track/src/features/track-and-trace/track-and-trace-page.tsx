import { RemotePage } from '../../components/remote-page';

export default function TrackAndTracePage() {
  return <RemotePage title="Track & Trace" />;
}
