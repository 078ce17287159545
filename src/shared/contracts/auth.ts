import { z } from 'zod';
import { themePreferences, type ThemePreference } from '../catalog/themes';
import { interfaceLocales } from '../i18n/locales';
import { visitorIdInput } from './affiliates';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../catalog/limits';

export const subscriptionStatuses = ['trialing', 'trial_expired', 'active', 'past_due', 'canceled'] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/**
 * What decides how much an account may do. `subscription`: the trial and the plans (spec §4).
 * `administrator`: nothing, in every mode. `payments_off`: this server sells no plans (PAYMENTS=off),
 * so there is no trial clock and no plan quota, only the fair-use limits an administrator may set.
 */
export const accountAccess = z.enum(['subscription', 'administrator', 'payments_off']);
export type AccountAccess = z.infer<typeof accountAccess>;

/** How the studio looks for an account: like the system it runs on, or always light or dark. */
export const themePreference = z.enum(themePreferences);
export type { ThemePreference };

/** The interface language an account keeps; null follows the browser it is used in. */
export const localePreference = z.enum(interfaceLocales).nullable();

/** The user as the API returns it (login, register, refresh, verify, user). */
export const publicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscriptionStatus,
  subscriptionPlan: z.string().nullable(),
  trialExpiry: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The plan ends at currentPeriodEnd and will not renew. */
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
  /** An administrator: the header links to the operator console (/admin). */
  isAdmin: z.boolean(),
  /** The trial banner, the Trial Expired modal and the upgrade prompts are for `subscription` only. */
  access: accountAccess,
  /** The owner followed a verification link (only asked for with REQUIRE_EMAIL_VERIFICATION). */
  emailVerified: z.boolean(),
  /** Kept per account, so every device the owner signs in on looks the same. */
  theme: themePreference,
  /** Kept per account like the theme; null: the browser's language. */
  locale: localePreference,
});
export type PublicUser = z.infer<typeof publicUser>;

/** Form problems with the toast title and text the spec gives them; the server answers the same text. */
export const authProblems = {
  missingFields: { title: 'Missing Information', message: 'Please fill in all fields' },
  passwordMismatch: { title: 'Password Mismatch', message: 'Passwords do not match' },
  passwordTooShort: {
    title: 'Password Too Short',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  },
  invalidEmail: { title: 'Invalid Email', message: 'Please enter a valid email address.' },
  nameTooLong: { title: 'Name Too Long', message: `Name must be at most ${NAME_MAX_LENGTH} characters` },
  emailTooLong: { title: 'Invalid Email', message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` },
  passwordTooLong: {
    title: 'Password Too Long',
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  },
} as const;
export type AuthProblem = keyof typeof authProblems;

/** The numbers each problem's message names: a translation's {{min}} and {{max}}. */
export const authProblemLimits: Record<AuthProblem, { min?: number; max?: number }> = {
  missingFields: {},
  passwordMismatch: {},
  passwordTooShort: { min: PASSWORD_MIN_LENGTH },
  invalidEmail: {},
  nameTooLong: { max: NAME_MAX_LENGTH },
  emailTooLong: { max: EMAIL_MAX_LENGTH },
  passwordTooLong: { max: PASSWORD_MAX_LENGTH },
};

const emailShape = z.email();

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The register form's rules, in the order the user meets them. */
export function registrationProblem(values: RegistrationValues): AuthProblem | null {
  const { name, email, password, confirmPassword } = values;
  if (![name, email, password, confirmPassword].every((value) => value.trim() !== '')) {
    return 'missingFields';
  }
  if (password !== confirmPassword) return 'passwordMismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  if (name.trim().length > NAME_MAX_LENGTH) return 'nameTooLong';
  if (normalizeEmail(email).length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  if (!emailShape.safeParse(normalizeEmail(email)).success) return 'invalidEmail';
  return null;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function loginProblem(values: LoginValues): AuthProblem | null {
  if (values.email.trim() === '' || values.password === '') return 'missingFields';
  if (normalizeEmail(values.email).length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  if (values.password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

const requiredText = z.string({ error: authProblems.missingFields.message });

/** A zod check that reports a form rule's problem as one issue on the field it concerns. */
function problemCheck<T>(rule: (values: T) => AuthProblem | null, fieldOf: Record<AuthProblem, string>) {
  return (ctx: z.core.ParsePayload<T>) => {
    const problem = rule(ctx.value);
    if (problem) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [fieldOf[problem]],
        message: authProblems[problem].message,
      });
    }
  };
}

const problemField: Record<AuthProblem, string> = {
  missingFields: 'name',
  passwordMismatch: 'confirmPassword',
  passwordTooShort: 'password',
  passwordTooLong: 'password',
  invalidEmail: 'email',
  emailTooLong: 'email',
  nameTooLong: 'name',
};

/**
 * The browser's id where a sign-in or registration may carry it. It comes from the browser's
 * storage, which anything can have changed: one that is not an id is left out, never a 400.
 */
const optionalVisitorId = visitorIdInput.optional().catch(undefined);

export const registerInput = z
  .strictObject({
    name: requiredText,
    email: requiredText,
    password: requiredText,
    confirmPassword: requiredText,
    /**
     * Sent by clients before affiliate links were kept in the server's cookie (a tab opened before
     * an upgrade may still send it): ignored, attribution reads the cookie.
     */
    referral: z.unknown().optional(),
    /** The browser's own id: an affiliate's browsers are recognised when they sign up a second account. */
    visitorId: optionalVisitorId,
    /** The interface language the account was made in: kept as the account's (null or absent: the browser's). */
    locale: localePreference.optional(),
  })
  .check(problemCheck(registrationProblem, problemField))
  .transform((values) => ({
    name: values.name.trim(),
    email: normalizeEmail(values.email),
    password: values.password,
    visitorId: values.visitorId,
    locale: values.locale ?? null,
  }));
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z
  .strictObject({ email: requiredText, password: requiredText, visitorId: optionalVisitorId })
  .check(problemCheck(loginProblem, { ...problemField, missingFields: 'email' }))
  .transform((values) => ({ email: normalizeEmail(values.email), password: values.password, visitorId: values.visitorId }));
export type LoginInput = z.input<typeof loginInput>;

/**
 * Login, register and refresh answer alike. A refresh sent with SESSION_ROTATION_HEADER replaces
 * the session token too (keep the new one); without it (the spec's refresh) the session token stays.
 */
export const authSession = z.object({
  token: z.string(),
  sessionToken: z.string(),
  /** Seconds the access token lives from now: the client refreshes before then. */
  expiresIn: z.number().int().positive(),
  user: publicUser,
});
export type AuthSession = z.infer<typeof authSession>;

export const refreshResponse = authSession;

export { SESSION_ROTATION_HEADER } from '../session-headers';
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const logoutInput = z.strictObject({ sessionToken: z.string().max(200).optional() }).nullish();

export const okResponse = z.object({ success: z.literal(true) });

export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  authRequired: 'Authentication required. Please log in again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  suspended: 'Your account has been suspended. Contact the studio if you think this is a mistake.',
} as const;
