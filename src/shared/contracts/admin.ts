import { z } from 'zod';
import { commissionStatuses } from './affiliates';
import { accountAccess, subscriptionStatus } from './auth';
import { fairUseLimits, generationKinds, usageResponse } from './usage';

/**
 * The operator console's API (/api/admin/*). Administrators only: everyone else gets 404 as if it
 * did not exist. Every change an administrator makes is written to the audit log.
 */

export const adminMessages = {
  notFound: 'Not found',
  userNotFound: 'User not found',
  cannotChangeSelf: 'You cannot suspend or delete your own account from the console.',
  notRefundable: 'This payment cannot be refunded (already refunded, or not a payment of this studio).',
  nothingToApprove: 'No commissions are past their hold.',
  trialExtended: 'Trial extended.',
  planGranted: 'Plan granted.',
  suspended: 'User suspended and signed out everywhere.',
  unsuspended: 'User can sign in again.',
  userDeleted: 'User deleted.',
  refunded: 'Payment refunded.',
  payoutRecorded: 'Payout recorded as paid.',
  fairUseSaved: 'Fair-use limits saved.',
  administratorUnlimited: 'Administrators are never limited: fair-use limits are for the other accounts.',
} as const;

const isoDate = z.string();
const cents = z.number().int();

// Dashboard ---------------------------------------------------------------

export const dashboardQuery = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });
export const dailyCount = z.object({ date: z.string(), count: z.number().int() });

export const adminDashboard = z.object({
  users: z.object({ total: z.number().int(), newPerDay: z.array(dailyCount) }),
  trialsRunning: z.number().int(),
  activeSubscriptions: z.array(z.object({ planId: z.string(), count: z.number().int() })),
  /** Monthly recurring revenue of active plans (weekly plans × 52 / 12), in cents. */
  mrrCents: cents,
  generationsPerDay: z.array(z.object({ date: z.string(), kind: z.enum(generationKinds), engine: z.string(), count: z.number().int() })),
  /** Server errors (5xx answers) in the last 24 hours, by route. */
  errorsLast24h: z.object({ total: z.number().int(), byRoute: z.array(z.object({ route: z.string(), count: z.number().int() })) }),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

// Users -------------------------------------------------------------------

export const userSearchQuery = z.object({
  q: z.string().trim().max(254).optional(),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminUserSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  /** What decides the account's limits: the trial and plans only with `subscription`. */
  access: accountAccess,
  subscriptionStatus,
  subscriptionPlan: z.string().nullable(),
  trialExpiry: isoDate.nullable(),
  suspended: z.boolean(),
  createdAt: isoDate,
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const adminUserList = z.object({ users: z.array(adminUserSummary), nextCursor: z.string().nullable() });

const allowance = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export const adminUserDetail = adminUserSummary.extend({
  currentPeriodEnd: isoDate.nullable(),
  emailVerified: z.boolean(),
  suspendedAt: isoDate.nullable(),
  usage: z.object({
    periodStart: isoDate.nullable(),
    periodEnd: isoDate.nullable(),
    scripts: allowance,
    images: allowance,
    voiceovers: z.number().int(),
    /** The fair-use limits' current period and what was made in it; null without limits. */
    fairUse: usageResponse.shape.fairUse,
  }),
  /** The fair-use limits set for the account (null: none). */
  fairUse: fairUseLimits,
  sessions: z.array(z.object({ id: z.string(), device: z.string(), createdAt: isoDate, lastUsedAt: isoDate, live: z.boolean() })),
  projectsCount: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const extendTrialInput = z.strictObject({
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
});
/** PUT /users/:id/fair-use: the account's fair-use limits, replaced (null: no limit). */
export const setFairUseInput = fairUseLimits;
export const grantPlanInput = z.strictObject({ planId: z.enum(['weekly', 'basic', 'premium']), days: z.number().int().min(1).max(366) });

// Affiliates --------------------------------------------------------------

export const adminCommission = z.object({
  /** The invoice that earned it. */
  id: z.string(),
  affiliateId: z.string(),
  /** null once the affiliate deleted their account (kept, anonymised, for accounting). */
  affiliateEmail: z.string().nullable(),
  planId: z.string(),
  amountPaidCents: cents,
  commissionCents: cents,
  status: z.enum(commissionStatuses),
  paidAt: isoDate,
  approvesAt: isoDate,
});
export type AdminCommission = z.infer<typeof adminCommission>;
export const adminCommissionsQuery = z.object({ status: z.enum(commissionStatuses).optional() });
export const adminCommissions = z.object({
  commissions: z.array(adminCommission),
  totals: z.record(z.enum(commissionStatuses), cents),
});

/** A payout owed or made: one affiliate, one month (the rules of `npm run payouts`). */
export const adminPayout = z.object({
  id: z.string(),
  affiliateId: z.string(),
  payoutEmail: z.string().nullable(),
  month: z.string(),
  amountCents: cents,
  status: z.enum(['owed', 'paid']),
  reference: z.string().nullable(),
  paidAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminPayout = z.infer<typeof adminPayout>;
export const adminPayouts = z.object({ payouts: z.array(adminPayout) });
/** Closes a month: the approved commissions (and claw-backs) become one payout per affiliate. */
export const runPayoutsInput = z.strictObject({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM') });
export const markPayoutPaidInput = z.strictObject({ reference: z.string().trim().min(1).max(200) });

// Payments ----------------------------------------------------------------

export const adminPayment = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'donation']),
  userEmail: z.string().nullable(),
  planId: z.string().nullable(),
  amountCents: cents,
  currency: z.string(),
  processor: z.enum(['local', 'stripe']),
  status: z.enum(['paid', 'refunded']),
  paidAt: isoDate,
  refundedAt: isoDate.nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPayments = z.object({ payments: z.array(adminPayment) });

// Newsletter, outbox, audit log --------------------------------------------

export const adminSubscribers = z.object({ subscribers: z.array(z.object({ email: z.string(), createdAt: isoDate })) });

export const adminOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** null when it was sent over SMTP (its text is not kept). */
  text: z.string().nullable(),
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: isoDate,
});
export const adminOutbox = z.object({ delivery: z.enum(['smtp', 'outbox']), messages: z.array(adminOutboxMessage) });

export const adminAuditEntry = z.object({
  id: z.string(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
});
export const adminAuditLog = z.object({ entries: z.array(adminAuditEntry) });

export const pageQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

// Answers of the console's actions ------------------------------------------

/** What a console action answers: the words the console shows. */
export const adminActionResult = z.object({ message: z.string() });
export type AdminActionResult = z.infer<typeof adminActionResult>;
/** POST /affiliates/payouts: the month's payouts (made now or before), and what the console says. */
export const runPayoutsResult = adminPayouts.extend({ message: z.string() });
export const payoutsCsvQuery = z.object({ month: runPayoutsInput.shape.month });
export const newsletterQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });
export const adminIdParams = z.object({ id: z.uuid() });
