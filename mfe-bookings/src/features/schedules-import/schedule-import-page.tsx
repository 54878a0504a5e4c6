import { ScheduleImport } from './schedule-import';

export default function ScheduleImportPage() {
  return <ScheduleImport />;
}
