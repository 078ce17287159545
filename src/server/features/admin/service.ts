import { DAY_MS } from '@shared/catalog/affiliates';
import { isPlanId, planIds, plans, type PlanId } from '@shared/catalog/plans';
import type { CommissionStatus } from '@shared/contracts/affiliates';
import { commissionStatuses } from '@shared/contracts/affiliates';
import {
  adminMessages,
  type AdminCommission,
  type AdminDashboard,
  type AdminPayment,
  type AdminPayout,
  type AdminUserDetail,
  type AdminUserSummary,
} from '@shared/contracts/admin';
import { generationKinds, type FairUseLimits } from '@shared/contracts/usage';
import { effectiveStatus } from '@shared/subscription';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { accountAccess } from '../../users/access';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import type { ServerErrorRecord } from '../../http/plugins/error-handler';
import type { AccountService } from '../account';
import type { Payouts } from '../affiliates';
import type { createAuthService } from '../auth';
import { fairUseLimitsOf, paymentNews, type Entitlements } from '../billing';
import type { WebhookEvents } from '../webhooks';
import type { AuditLog } from './audit-log';
import { createAdminRepository, type UserCursor } from './repository';

/** The administrator making a change: who the audit log names. */
export interface Administrator {
  id: string;
  email: string;
}

const HOUR_MS = 60 * 60 * 1000;
const WEEKS_PER_MONTH = 52 / 12;
/** Lists of payments and mail show this many of the newest. */
const LIST_LIMIT = 500;

const userNotFound = () => notFound(adminMessages.userNotFound, 'USER_NOT_FOUND');
const paymentNotFound = () => notFound(adminMessages.notFound, 'PAYMENT_NOT_FOUND');
const notRefundable = () => conflict(adminMessages.notRefundable, 'NOT_REFUNDABLE');
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** 'YYYY-MM-DD' (UTC) of each of the `days` days that end today. */
function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** A keyset cursor: the last user shown, opaque to the client. */
const encodeCursor = (cursor: UserCursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
function decodeCursor(text: string): UserCursor {
  const [createdAt, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  // A real moment: the database would fail (500) on the 45th of the 13th month.
  const moment = createdAt ? Date.parse(`${createdAt.slice(0, 23)}Z`) : Number.NaN;
  const shaped =
    createdAt !== undefined &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/.test(createdAt) &&
    !Number.isNaN(moment) &&
    new Date(moment).toISOString().slice(0, 23) === createdAt.slice(0, 23);
  if (!shaped || !id || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw badRequest('cursor: not a cursor this list gave', 'VALIDATION_ERROR');
  }
  return { createdAt, id };
}

/** 'Firefox on Linux' from a user agent; 'Unknown device' without one. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? null;
  return system ? `${browser} on ${system}` : browser;
}

/** Quoted where needed; a leading = + - @ is defused so a spreadsheet never runs a field as a formula. */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The operator console's use cases. Every change is written to the audit log (who, what, target)
 * after it is made; a change that fails writes nothing. So is every read of users' data that
 * leaves the list views: a user's detail, the outbox, the CSV exports. Other features' work is handed in.
 */
export function createAdminService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'payments' | 'mail' | 'sessions' | 'log'>,
  parts: {
    auth: Pick<ReturnType<typeof createAuthService>, 'endAllSessions'>;
    account: Pick<AccountService, 'deleteUser'>;
    entitlements: Pick<Entitlements, 'usage'>;
    auditLog: AuditLog;
    payouts: Payouts;
    /** The instance's webhooks hear of a refund made here (payment.refunded). */
    webhooks: WebhookEvents;
  },
) {
  const repository = createAdminRepository(deps.database.db);
  const { auditLog, payouts } = parts;
  const now = () => deps.clock.now();

  async function userById(id: string): Promise<UserRow> {
    const user = await repository.user(id);
    if (!user) throw userNotFound();
    return user;
  }

  /** Changes the user's row; their next request, on any instance, sees the change (a trial, a plan, a suspension). */
  async function updateUser(id: string, values: Parameters<typeof repository.updateUser>[1]): Promise<void> {
    await repository.updateUser(id, values);
    await deps.sessions.forgetUser(id);
  }

  function summary(user: UserRow): AdminUserSummary {
    const access = accountAccess(user, deps.config);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: access === 'administrator' ? 'admin' : 'user',
      access,
      subscriptionStatus: effectiveStatus(user, now()),
      subscriptionPlan: user.subscriptionPlan,
      trialExpiry: iso(user.trialExpiry),
      suspended: user.suspendedAt !== null,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Refuses an administrator's change to their own account (they would lock themself out). */
  function notSelf(admin: Administrator, userId: string) {
    if (admin.id === userId) throw badRequest(adminMessages.cannotChangeSelf, 'CANNOT_CHANGE_SELF');
  }

  const record = (admin: Administrator, action: string, target: { type: string; id: string }, details?: Record<string, unknown>) =>
    auditLog.record({ admin, action, target, ...(details ? { details } : {}) });

  // Dashboard ---------------------------------------------------------------

  async function dashboard(days: number): Promise<AdminDashboard> {
    const at = now();
    const dates = lastDays(at, days);
    const since = new Date(`${dates[0]}T00:00:00.000Z`);
    const [total, newUsers, states, generations, errors] = await Promise.all([
      repository.usersTotal(),
      repository.newUsersPerDay(since),
      repository.subscriptionStates(),
      repository.generationsPerDay(since),
      repository.serverErrorsSince(new Date(at.getTime() - 24 * HOUR_MS)),
    ]);
    const newByDate = new Map(newUsers.map((row) => [row.date, row.count]));
    const perPlan = new Map<PlanId, number>(planIds.map((id) => [id, 0]));
    let trialsRunning = 0;
    let mrr = 0;
    for (const state of states) {
      const status = effectiveStatus(state, at);
      if (status === 'trialing') trialsRunning += 1;
      if (status !== 'active' || !isPlanId(state.subscriptionPlan)) continue;
      const plan = plans[state.subscriptionPlan];
      perPlan.set(plan.id, (perPlan.get(plan.id) ?? 0) + 1);
      // Recurring: a plan set to end (canceled at period end, or granted from the console) renews no revenue.
      if (!state.cancelAtPeriodEnd) mrr += plan.interval === 'week' ? plan.priceCents * WEEKS_PER_MONTH : plan.priceCents;
    }
    const kindOrder = (kind: string) => generationKinds.indexOf(kind as (typeof generationKinds)[number]);
    return {
      users: { total, newPerDay: dates.map((date) => ({ date, count: newByDate.get(date) ?? 0 })) },
      trialsRunning,
      activeSubscriptions: [...perPlan].map(([planId, count]) => ({ planId, count })),
      mrrCents: Math.round(mrr),
      generationsPerDay: generations
        .filter((row) => dates.includes(row.date))
        .sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a.kind) - kindOrder(b.kind) || a.engine.localeCompare(b.engine)),
      errorsLast24h: { total: errors.reduce((sum, row) => sum + row.count, 0), byRoute: errors },
    };
  }

  /** Keeps a 5xx answer for the dashboard (handed to the error handler by app.ts). */
  async function recordServerError(error: ServerErrorRecord): Promise<void> {
    await repository.recordServerError({ ...error, route: error.route.slice(0, 300), createdAt: now() });
  }

  // Users -------------------------------------------------------------------

  async function listUsers(query: { q?: string | undefined; cursor?: string | undefined; limit: number }) {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await repository.searchUsers({ q: query.q || undefined, after, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      users: page.map((row) => summary(row.user)),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.user.id }) : null,
    };
  }

  /** A user's account, usage and sessions: a read of their data, audited (user.view). */
  async function userDetail(admin: Administrator, id: string): Promise<AdminUserDetail> {
    const user = await userById(id);
    await record(admin, 'user.view', { type: 'user', id }, { email: user.email });
    const at = now();
    const [usage, sessions, projectsCount] = await Promise.all([
      parts.entitlements.usage(user),
      repository.sessionsOf(user.id),
      repository.projectsCount(user.id),
    ]);
    // With a plan, its period's allowances as the plan counts them; without (a trial), everything made.
    const since = usage.periodStart ? new Date(usage.periodStart) : null;
    const counted = async (kind: 'script' | 'image', allowance: { used: number; limit: number | null }) =>
      since ? allowance : { used: await repository.generationsOf(user.id, kind, null), limit: null };
    return {
      ...summary(user),
      currentPeriodEnd: iso(user.currentPeriodEnd),
      emailVerified: user.emailVerifiedAt !== null,
      suspendedAt: iso(user.suspendedAt),
      usage: {
        periodStart: usage.periodStart,
        periodEnd: usage.periodEnd,
        scripts: await counted('script', usage.scripts),
        images: await counted('image', usage.images),
        voiceovers: await repository.generationsOf(user.id, 'voiceover', since),
        fairUse: usage.fairUse,
      },
      fairUse: fairUseLimitsOf(user),
      sessions: sessions.map((session) => ({
        id: session.id,
        device: deviceOf(session.userAgent),
        createdAt: session.createdAt.toISOString(),
        lastUsedAt: (session.lastUsedAt ?? session.createdAt).toISOString(),
        live: session.revokedAt === null && session.expiresAt > at && user.suspendedAt === null,
      })),
      projectsCount,
    };
  }

  /** Gives a trial `hours` more (from now when it has ended); an account on a paid plan has no trial to extend. */
  async function extendTrial(admin: Administrator, id: string, hours: number) {
    const user = await userById(id);
    const at = now();
    const status = effectiveStatus(user, at);
    if (status === 'active') throw conflict('This user is on a paid plan: there is no trial to extend.', 'HAS_PLAN');
    const from = user.trialExpiry && user.trialExpiry > at && status === 'trialing' ? user.trialExpiry : at;
    const trialExpiry = new Date(from.getTime() + hours * HOUR_MS);
    await updateUser(id, { subscriptionStatus: 'trialing', trialExpiry });
    await record(admin, 'user.extend_trial', { type: 'user', id }, { hours, trialExpiry: trialExpiry.toISOString(), email: user.email });
    return { message: adminMessages.trialExtended };
  }

  /**
   * An active plan until now + `days`, without a processor: it does not renew (it reads canceled at
   * its end) and brings no revenue. Newer processor events still change it; older ones do not.
   */
  async function grantPlan(admin: Administrator, id: string, input: { planId: PlanId; days: number }) {
    const user = await userById(id);
    const at = now();
    const currentPeriodEnd = new Date(at.getTime() + input.days * DAY_MS);
    await updateUser(id, {
      subscriptionStatus: 'active',
      subscriptionPlan: input.planId,
      currentPeriodEnd,
      cancelAtPeriodEnd: true,
      billingUpdatedAt: at,
    });
    await record(admin, 'user.grant_plan', { type: 'user', id }, { ...input, until: currentPeriodEnd.toISOString(), email: user.email });
    return { message: adminMessages.planGranted };
  }

  /**
   * Replaces the account's fair-use limits (null: none): its scripts and images per calendar day,
   * week or month, refused with 429 beyond them (billing/entitlements.ts). An administrator has none.
   */
  async function setFairUse(admin: Administrator, id: string, limits: FairUseLimits) {
    const user = await userById(id);
    if (accountAccess(user, deps.config) === 'administrator') {
      throw conflict(adminMessages.administratorUnlimited, 'ADMINISTRATOR_UNLIMITED');
    }
    await updateUser(id, { fairUseScripts: limits.scripts, fairUseImages: limits.images, fairUsePeriod: limits.period });
    await record(admin, 'user.set_fair_use', { type: 'user', id }, { before: fairUseLimitsOf(user), after: limits, email: user.email });
    return { message: adminMessages.fairUseSaved };
  }

  /** The user cannot sign in, and every session and socket of theirs ends at once. */
  async function suspend(admin: Administrator, id: string) {
    notSelf(admin, id);
    const user = await userById(id);
    if (!user.suspendedAt) await updateUser(id, { suspendedAt: now() });
    await parts.auth.endAllSessions(id);
    await record(admin, 'user.suspend', { type: 'user', id }, { email: user.email });
    return { message: adminMessages.suspended };
  }

  async function unsuspend(admin: Administrator, id: string) {
    const user = await userById(id);
    await updateUser(id, { suspendedAt: null });
    await record(admin, 'user.unsuspend', { type: 'user', id }, { email: user.email });
    return { message: adminMessages.unsuspended };
  }

  /** The account feature's deletion (rows, files, provider voices, the subscription at the processor). */
  async function deleteUser(admin: Administrator, id: string) {
    notSelf(admin, id);
    const user = await userById(id);
    await parts.account.deleteUser(id);
    await record(admin, 'user.delete', { type: 'user', id }, { email: user.email });
    return { message: adminMessages.userDeleted };
  }

  // Affiliates --------------------------------------------------------------

  async function commissions(status: CommissionStatus | undefined) {
    const all = await payouts.commissions();
    const totals = Object.fromEntries(commissionStatuses.map((name) => [name, 0])) as Record<CommissionStatus, number>;
    for (const entry of all) totals[entry.status] += entry.commissionCents;
    return {
      commissions: all
        .filter((entry) => !status || entry.status === status)
        .map((entry): AdminCommission => ({
          id: entry.id,
          affiliateId: entry.affiliateId,
          affiliateEmail: entry.affiliateEmail,
          planId: entry.planId,
          amountPaidCents: entry.amountPaidCents,
          commissionCents: entry.commissionCents,
          status: entry.status,
          paidAt: entry.paidAt.toISOString(),
          approvesAt: entry.approvesAt.toISOString(),
        })),
      totals,
    };
  }

  const payoutOf = (row: Awaited<ReturnType<Payouts['list']>>[number]): AdminPayout => ({
    id: row.id,
    affiliateId: row.affiliateId,
    payoutEmail: row.payoutEmail,
    month: row.month,
    amountCents: row.amountCents,
    status: row.paidAt ? 'paid' : 'owed',
    reference: row.reference,
    paidAt: iso(row.paidAt),
    createdAt: row.createdAt.toISOString(),
  });

  async function listPayouts(month?: string): Promise<AdminPayout[]> {
    const rows = await payouts.list();
    return rows.filter((row) => !month || row.month === month).map(payoutOf);
  }

  /** Closes a month with the rules of `npm run payouts`: its approved commissions become payouts owed. */
  async function runPayouts(admin: Administrator, month: string) {
    const before = new Set((await payouts.list()).map((row) => row.id));
    const lines = await payouts.close(month);
    const made = lines.filter((line) => !before.has(line.payoutId));
    await record(
      admin,
      'affiliates.close_month',
      { type: 'payout_month', id: month },
      { payouts: made.length, amountCents: made.reduce((sum, line) => sum + line.amountCents, 0) },
    );
    const monthPayouts = await listPayouts(month);
    const message =
      made.length > 0
        ? `${made.length} payout(s) owed for ${month}: record each as paid once it is sent.`
        : monthPayouts.length > 0
          ? `${month} was closed before: its payouts are listed.`
          : adminMessages.nothingToApprove;
    return { message, payouts: monthPayouts };
  }

  async function markPayoutPaid(admin: Administrator, id: string, reference: string) {
    const paid = await payouts.markPaid(id, reference);
    await record(admin, 'affiliates.payout_paid', { type: 'payout', id }, { reference, month: paid.month, amountCents: paid.amountCents });
    return { message: adminMessages.payoutRecorded };
  }

  // Payments ----------------------------------------------------------------

  async function listPayments(): Promise<AdminPayment[]> {
    const [invoiceRows, donationRows] = await Promise.all([repository.invoices(LIST_LIMIT), repository.donations(LIST_LIMIT)]);
    const payments: AdminPayment[] = [
      ...invoiceRows.map(({ invoice, email }) => ({
        id: invoice.id,
        kind: 'invoice' as const,
        userEmail: email,
        planId: invoice.planId,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        processor: invoice.processor,
        status: invoice.status,
        paidAt: invoice.paidAt.toISOString(),
        refundedAt: iso(invoice.refundedAt),
      })),
      ...donationRows.map(({ donation, email }) => ({
        id: donation.id,
        kind: 'donation' as const,
        userEmail: email,
        planId: null,
        amountCents: donation.amountCents,
        currency: donation.currency,
        processor: donation.processor,
        status: donation.status,
        paidAt: donation.paidAt.toISOString(),
        refundedAt: iso(donation.refundedAt),
      })),
    ];
    return payments.sort((a, b) => b.paidAt.localeCompare(a.paidAt)).slice(0, LIST_LIMIT);
  }

  /**
   * Gives a payment back: at Stripe for a Stripe payment (then marked), only marked for the local
   * test checkout (it charged nothing). A refunded invoice's affiliate commission is reversed, and
   * clawed back from the next payout when it was paid out (affiliates/commissions.ts).
   */
  async function refund(admin: Administrator, id: string) {
    const invoice = await repository.invoice(id);
    const donation = invoice ? undefined : await repository.donation(id);
    const payment = invoice ? { kind: 'invoice' as const, ...invoice } : donation ? { kind: 'donation' as const, ...donation } : undefined;
    if (!payment) throw paymentNotFound();
    if (payment.status !== 'paid') throw notRefundable();
    if (payment.processor === 'stripe') {
      // A Stripe payment is given back by Stripe, or not at all (this studio no longer on Stripe).
      if (deps.payments.name !== 'stripe' || !payment.paymentRef) throw notRefundable();
      try {
        await deps.payments.refund({ paymentRef: payment.paymentRef, key: payment.id });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        deps.log.error({ err: error, paymentId: payment.id }, 'Stripe refused the refund');
        throw new HttpError(
          502,
          'REFUND_FAILED',
          'Stripe did not refund this payment. Please try again, or refund it in the Stripe dashboard.',
        );
      }
    }
    const at = now();
    const marked =
      payment.kind === 'invoice'
        ? await repository.markInvoiceRefunded(payment.id, at)
        : await repository.markDonationRefunded(payment.id, at);
    // Another refund (the console's or the processor's webhook) marked it first.
    if (!marked) throw notRefundable();
    parts.webhooks.emit(paymentNews('payment.refunded', payment.kind === 'invoice' ? 'subscription' : 'donation', marked));
    await record(
      admin,
      'payment.refund',
      { type: payment.kind, id: payment.id },
      { amountCents: payment.amountCents, currency: payment.currency, processor: payment.processor },
    );
    return { message: adminMessages.refunded };
  }

  // Newsletter, outbox, audit log ---------------------------------------------

  async function subscribers() {
    const rows = await repository.subscribers();
    return { subscribers: rows.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() })) };
  }

  /** Every subscriber's address leaves the console in one file: audited (newsletter.export). */
  async function subscribersCsv(admin: Administrator): Promise<string> {
    const { subscribers: rows } = await subscribers();
    await auditLog.record({ admin, action: 'newsletter.export', details: { subscribers: rows.length } });
    return ['email,subscribed_at', ...rows.map((row) => [row.email, row.createdAt].map(csvField).join(','))].join('\n') + '\n';
  }

  /** Without SMTP the outbox holds live links (password resets, sign-in checks): every read is audited (mail.outbox_read). */
  async function outbox(admin: Administrator) {
    const rows = await repository.outbox(LIST_LIMIT);
    await auditLog.record({ admin, action: 'mail.outbox_read', details: { messages: rows.length, delivery: deps.mail.delivery } });
    return {
      delivery: deps.mail.delivery,
      messages: rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        status: row.status,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  async function auditEntries(limit: number) {
    const rows = await auditLog.list(limit);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        adminEmail: row.adminEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        details: row.details,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  return {
    dashboard,
    recordServerError,
    listUsers,
    userDetail,
    extendTrial,
    grantPlan,
    setFairUse,
    suspend,
    unsuspend,
    deleteUser,
    commissions,
    listPayouts: () => listPayouts(),
    runPayouts,
    markPayoutPaid,
    /** The month's payouts (names, addresses, amounts) leave the console in one file: audited (affiliates.payouts_export). */
    async payoutsCsv(admin: Administrator, month: string) {
      const csv = await payouts.csv(month);
      await auditLog.record({ admin, action: 'affiliates.payouts_export', details: { month } });
      return csv;
    },
    listPayments,
    refund,
    subscribers,
    subscribersCsv,
    outbox,
    auditEntries,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
