import { RemotePage } from '../../components/remote-page';

export default function SchedulesPage() {
  return <RemotePage title="Schedules" />;
}
