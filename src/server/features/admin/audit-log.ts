import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, type AdminAuditRow } from '../../db/schema';

/** One administrator action: who, what, on what, with what. */
export interface AdminAction {
  /** An account (id and e-mail), or a named actor without one (id null), such as `npm run backup`. */
  admin: { id: string | null; email: string };
  action: string;
  target?: { type: string; id: string };
  details?: Record<string, unknown>;
}

/** The audit log of the operator console: every change an administrator makes is written here. */
export function createAuditLog(db: Pick<Database, 'insert' | 'select'>) {
  return {
    async record({ admin, action, target, details }: AdminAction): Promise<void> {
      await db.insert(adminAuditLog).values({
        adminId: admin.id,
        adminEmail: admin.email,
        action,
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
        details: details ?? null,
      });
    },

    /** The newest entries first. */
    async list(limit: number): Promise<AdminAuditRow[]> {
      return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.seq)).limit(limit);
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
