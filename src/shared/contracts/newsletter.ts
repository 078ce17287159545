import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../catalog/limits';
import { normalizeEmail } from './auth';

export const newsletterMessages = {
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Thanks for subscribing! New articles will arrive in your inbox.',
  alreadySubscribed: 'You are already subscribed. Thanks for reading!',
} as const;

export const newsletterInput = z.strictObject({
  email: z
    .string({ error: newsletterMessages.invalidEmail })
    .transform(normalizeEmail)
    .pipe(z.email({ error: newsletterMessages.invalidEmail }).max(EMAIL_MAX_LENGTH, newsletterMessages.invalidEmail)),
});
export type NewsletterInput = z.input<typeof newsletterInput>;

export const newsletterResponse = z.object({
  message: z.string(),
  alreadySubscribed: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponse>;
