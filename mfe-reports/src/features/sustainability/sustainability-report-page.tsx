import { RemotePage } from '../../components/remote-page';

export default function SustainabilityReportPage() {
  return <RemotePage title="Sustainability Report" />;
}
