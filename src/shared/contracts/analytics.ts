import { z } from 'zod';

/** A page view: where, from where, and an anonymous id the browser made up; nothing else about the visitor. */
export const pageViewInput = z.strictObject({
  path: z.string().trim().min(1).max(2048).startsWith('/', 'path must start with /'),
  referrer: z.string().max(2048).nullish(),
  visitorId: z.uuid(),
});
export type PageViewInput = z.infer<typeof pageViewInput>;
