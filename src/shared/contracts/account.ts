import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../catalog/limits';
import { authProblems, localePreference, normalizeEmail, themePreference } from './auth';

/** How long a password-reset link works, and a link to confirm a new address or verify one. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_LINK_TTL_HOURS = 24;

/** What users read on the account pages, the reset pages and the refusals these produce. */
export const accountMessages = {
  resetRequested: 'If an account uses that address, we have sent it a link to choose a new password. The link works once, for 60 minutes.',
  resetLinkInvalid: 'This link is invalid or has expired. Ask for a new one.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  wrongPassword: 'Your current password is not correct.',
  passwordNotSet:
    'Your account has no password yet (you sign in with single sign-on). Use "Forgot password?" on the sign-in page to get a link that sets one, then try again.',
  passwordChanged: 'Password changed. You have been signed out on every other device.',
  nameSaved: 'Name saved.',
  emailChangeSent: 'We have sent a link to your new address. Your email changes when you follow it.',
  emailLinkInvalid: 'This link is invalid or has expired.',
  emailChanged: 'Your email address has been changed.',
  emailVerified: 'Your email address is verified.',
  verificationSent: 'We have sent you a new verification link.',
  alreadyVerified: 'Your email address is already verified.',
  emailNotVerified: 'Please verify your email address first: follow the link we sent you.',
  signedOutEverywhere: 'You have been signed out on every other device.',
  sessionNotFound: 'Session not found',
  accountDeleted: 'Your account has been deleted.',
  sessionSignedOut: 'That device has been signed out.',
  exportStarted: 'Your data is downloading as a ZIP file.',
} as const;

const passwordRule = z
  .string({ error: authProblems.missingFields.message })
  .min(PASSWORD_MIN_LENGTH, authProblems.passwordTooShort.message)
  .max(PASSWORD_MAX_LENGTH, authProblems.passwordTooLong.message);

/** A password being checked (current, or to confirm a deletion): any length up to the maximum. */
const presentedPassword = z
  .string({ error: authProblems.missingFields.message })
  .min(1, authProblems.missingFields.message)
  .max(PASSWORD_MAX_LENGTH);

const emailRule = z
  .string({ error: authProblems.missingFields.message })
  .transform(normalizeEmail)
  .pipe(z.email(authProblems.invalidEmail.message).max(EMAIL_MAX_LENGTH, authProblems.emailTooLong.message));

/** A token from an e-mailed link (base64url, 43 characters as issued). */
const linkToken = z.string().min(1).max(200);

export const passwordResetInput = z.strictObject({ email: emailRule });
export const passwordResetConfirmInput = z.strictObject({ token: linkToken, password: passwordRule });
export const emailTokenInput = z.strictObject({ token: linkToken });

const profileName = z.string().trim().min(1, authProblems.missingFields.message).max(NAME_MAX_LENGTH, authProblems.nameTooLong.message);
/** The account page's Profile form. */
export const profileNameInput = z.strictObject({ name: profileName });
/** The name, the theme, the interface language, or any of them. */
export const updateProfileInput = z
  .strictObject({
    name: profileName.optional(),
    theme: themePreference.optional(),
    locale: localePreference.optional(),
  })
  .refine((changes) => changes.name !== undefined || changes.theme !== undefined || changes.locale !== undefined, {
    error: authProblems.missingFields.message,
  });
export type ProfileChanges = z.infer<typeof updateProfileInput>;
export const changeEmailInput = z.strictObject({ email: emailRule, password: presentedPassword });
export const changePasswordInput = z.strictObject({ currentPassword: presentedPassword, newPassword: passwordRule });
export const deleteAccountInput = z.strictObject({ password: presentedPassword });

/** A sign-in session as the account page lists it. */
export const accountSession = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. 'Chrome on Linux'; 'Unknown device' without one. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request is made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });

/** Answers that only say what happened. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
