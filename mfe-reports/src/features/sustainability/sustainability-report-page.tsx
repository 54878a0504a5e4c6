import { RemotePage } from '@freightdeck/ui';

export default function SustainabilityReportPage() {
  return <RemotePage remote="reports" title="Sustainability Report" />;
}
