import { z } from 'zod';

/**
 * GET /api/site: facts about this deployment that the pages show, read from the server's settings
 * at run time (never built into the client or the pre-rendered pages).
 */
export const siteSettingsResponse = z
  .object({
    /** SUPPORT_EMAIL; null when the operator set none, and then no contact link is shown. */
    supportEmail: z.email().nullable(),
  })
  .strict();
export type SiteSettings = z.infer<typeof siteSettingsResponse>;
