import { RemotePage } from '@freightdeck/ui';

export default function SchedulesPage() {
  return <RemotePage remote="bookings" title="Schedules" />;
}
