import { apiClient } from '@freightdeck/auth';
import type { ScheduleImport, ScheduleImportResult } from '@freightdeck/contracts';

export const SCHEDULE_IMPORTS_PATH = '/schedules/imports';

/** POST /v1/schedules/imports: a dry run reports, an import applies (docs/product/schedules.md#import). */
export const importSchedule = (body: ScheduleImport) => apiClient.post<ScheduleImportResult>(SCHEDULE_IMPORTS_PATH, body);
