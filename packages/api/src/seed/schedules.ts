import { airScheduleFiles, oceanScheduleFiles } from '../modules/schedules';
import type { SeedStep } from './seed-step';

/**
 * The timetables (docs/adr/014-schedules.md#timetable-data): each carrier's file of the reviewed
 * tables, imported through the same service as an operator's upload, from today for 26 weeks.
 */
export const SCHEDULES_STEP: SeedStep = {
  name: 'schedules',
  async run({ services, now }) {
    const today = now.toISOString().slice(0, 10);
    for (const file of [...airScheduleFiles(today), ...oceanScheduleFiles(today)]) await services.schedules.importSchedule(file);
  },
};
