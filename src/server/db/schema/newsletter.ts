import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  ...timestamps,
});
