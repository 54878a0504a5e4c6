import type { Executor } from '../db';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  data?: Record<string, unknown>;
}

/** Appends to the audit log inside the caller's transaction. */
export async function audit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({ ...entry, data: entry.data ?? {} });
}
