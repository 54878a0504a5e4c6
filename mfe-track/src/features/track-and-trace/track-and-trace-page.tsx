import { RemotePage } from '@freightdeck/ui';

export default function TrackAndTracePage() {
  return <RemotePage remote="track" title="Track & Trace" />;
}
