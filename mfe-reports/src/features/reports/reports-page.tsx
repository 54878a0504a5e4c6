import { RemotePage } from '@freightdeck/ui';

export default function ReportsPage() {
  return <RemotePage remote="reports" title="Report" />;
}
