import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    visitorId: uuid('visitor_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_viewed_at_idx').on(table.viewedAt), index('page_views_path_idx').on(table.path)],
);
