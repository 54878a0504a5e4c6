import { Schedules } from './schedules';

export default function SchedulesPage() {
  return <Schedules />;
}
