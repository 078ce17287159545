import type { StoryboardScene, StoryboardTransition } from '@shared/contracts/storyboard';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A project's storyboard as its creator saved it: the scenes (checked whole when saved, read whole
 * when rendered, never queried inside) over the voiceover or take they were timed on. A project
 * without one renders the storyboard made from its script's sections.
 */
export const storyboards = pgTable(
  'storyboards',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceoverId: uuid('voiceover_id').notNull(),
    transition: jsonb('transition').$type<StoryboardTransition>().notNull(),
    scenes: jsonb('scenes').$type<StoryboardScene[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('storyboards_user_idx').on(table.userId)],
);

export type StoryboardRow = typeof storyboards.$inferSelect;
