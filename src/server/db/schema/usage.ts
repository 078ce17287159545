import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GenerationKind } from '@shared/contracts/usage';
import { id } from './columns';
import { users } from './users';

/** One row per successful generation; plan limits count these. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GenerationKind>().notNull(),
    /** What made it (e.g. 'offline', 'openai', 'espeak'), for the console's charts; null for rows from before it was kept. */
    engine: text('engine'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('usage_events_user_kind_time_idx').on(table.userId, table.kind, table.createdAt)],
);
