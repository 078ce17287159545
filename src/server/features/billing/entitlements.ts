import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { isPlanId, plans, type Plan } from '@shared/catalog/plans';
import { accountMessages } from '@shared/contracts/account';
import type { GenerationKind, UsageResponse } from '@shared/contracts/usage';
import { effectiveStatus, startedWithoutTrial, withoutTrialMessages } from '@shared/subscription';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { usageEvents } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { accountAccess } from '../../users/access';
import { forbidden, HttpError } from '../../http/http-error';
import { fairUseLimitReached, fairUseLimitsOf, fairUsePeriodAt } from './fair-use';

const paymentRequired = (message: string, code: string) => new HttpError(402, code, message);

const blockedMessages = {
  trial_expired: 'Your 1-day free trial has ended. Choose a plan to keep creating.',
  canceled: 'Your plan has ended. Choose a plan to keep creating.',
  past_due: 'Your last payment did not go through. Update your payment or choose a plan to keep creating.',
} as const;

/** Which counted allowance a generation uses; voiceovers are not counted, only gated. */
const quotaOf: Record<GenerationKind, 'scripts' | 'images' | null> = {
  script: 'scripts',
  image: 'images',
  voiceover: null,
  video: null,
};
const quotaNoun = { scripts: 'scripts', images: 'images' } as const;
const perInterval = { week: 'this week', month: 'this billing month' } as const;

/**
 * Any number, the same for every instance: the first key of the per-user usage locks (the second
 * is a hash of the user's id). Two-key advisory locks never meet the one-key migration lock.
 */
const USAGE_LOCK_SPACE = 17_004;

/** What reading usage needs: the database itself, or a transaction on it. */
type Reader = Pick<Database, 'select'>;

function periodStart(end: Date, plan: Plan): Date {
  const start = new Date(end);
  if (plan.interval === 'week') start.setUTCDate(start.getUTCDate() - 7);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

const shortDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Usage taken for a generation before it runs; given back with `release()` when it fails. */
export interface Reservation {
  release(): Promise<void>;
  /** Names the engine that did the work (the console's generations by engine), once it is known. */
  recordEngine(engine: string): Promise<void>;
}

/** What made a generation: its engine's name, or how to read it from the result once it is known. */
export type EngineOf<T> = string | ((result: T) => string);

/** A counted allowance a generation must fit: what was used since `since` plus the request, at most `limit`. */
interface Quota {
  limit: number;
  since: Date;
  refusal(spent: number, amount: number): HttpError;
}

/**
 * Plan limits (DESIGN.md §4) and fair-use limits, enforced on the server for every generation. The
 * trial and the plans apply only where the account's access is `subscription` (account-access.ts);
 * fair-use limits to every account but an administrator's.
 */
export function createEntitlements(deps: Pick<AppDeps, 'database' | 'clock' | 'log' | 'config'>) {
  const { db } = deps.database;

  async function used(reader: Reader, userId: string, kind: GenerationKind, since: Date): Promise<number> {
    const [row] = await reader
      .select({ value: count() })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.kind, kind), gte(usageEvents.createdAt, since)));
    return row?.value ?? 0;
  }

  /**
   * Where the account stands now: its access, its status, the paid plan whose allowances count and
   * its period (none while trialing or blocked, or where plans do not apply), and the fair-use limits
   * an administrator set with their period (none for an administrator).
   */
  function standing(user: UserRow) {
    const at = deps.clock.now();
    const access = accountAccess(user, deps.config);
    const status = effectiveStatus(user, at);
    const plan = access === 'subscription' && status === 'active' && isPlanId(user.subscriptionPlan) ? plans[user.subscriptionPlan] : null;
    const end = plan && user.currentPeriodEnd ? user.currentPeriodEnd : null;
    const limits = fairUseLimitsOf(user);
    const fairUse =
      access === 'administrator' || (limits.scripts === null && limits.images === null)
        ? null
        : { ...limits, ...fairUsePeriodAt(at, limits.period) };
    return { access, status, plan, period: plan && end ? { start: periodStart(end, plan), end } : null, fairUse };
  }

  /**
   * Refuses with 402 unless the trial is running or the plan is paid up (uncounted work, such as SEO),
   * where the trial and plans apply; with REQUIRE_EMAIL_VERIFICATION, first with 403 until the owner
   * has followed the verification link.
   */
  function assertActive(user: UserRow): void {
    if (deps.config.requireEmailVerification && !user.emailVerifiedAt) {
      throw forbidden(accountMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    }
    const { access, status } = standing(user);
    if (access !== 'subscription' || status === 'trialing' || status === 'active') return;
    throw paymentRequired(startedWithoutTrial(user) ? withoutTrialMessages.refusal : blockedMessages[status], 'PLAN_REQUIRED');
  }

  /** The counted allowances a generation of `kind` must fit: the plan's, and a fair-use limit an administrator set. */
  function quotasOf(user: UserRow, kind: GenerationKind): Quota[] {
    const quota = quotaOf[kind];
    if (!quota) return [];
    const { plan, period, fairUse } = standing(user);
    const quotas: Quota[] = [];
    const planLimit = plan?.limits[quota] ?? null;
    if (plan && period && planLimit !== null) {
      quotas.push({
        limit: planLimit,
        since: period.start,
        refusal: (spent, amount) =>
          paymentRequired(
            `You have used all ${planLimit} ${quotaNoun[quota]} of your ${plan.name} plan ${perInterval[plan.interval]}` +
              `${amount > 1 ? ` (${spent} used, ${amount} requested)` : ''}. Your allowance resets on ${shortDate(period.end)}.`,
            'PLAN_LIMIT_REACHED',
          ),
      });
    }
    const fairLimit = fairUse?.[quota] ?? null;
    if (fairUse && fairLimit !== null) {
      quotas.push({
        limit: fairLimit,
        since: fairUse.start,
        refusal: (spent, amount) =>
          fairUseLimitReached(quota, fairLimit, { name: fairUse.period, end: fairUse.end }, { spent, amount, at: deps.clock.now() }),
      });
    }
    return quotas;
  }

  async function usage(user: UserRow): Promise<UsageResponse> {
    const { access, status, plan, period, fairUse } = standing(user);
    const subscription = access === 'subscription';
    const allowance = async (kind: GenerationKind, since: Date | undefined, limit: number | null) => ({
      used: since ? await used(db, user.id, kind, since) : 0,
      limit,
    });
    return {
      plan: !subscription ? null : status === 'trialing' ? 'trial' : (plan?.id ?? null),
      canGenerate: !subscription || status === 'trialing' || status === 'active',
      periodStart: period?.start.toISOString() ?? null,
      periodEnd: period?.end.toISOString() ?? null,
      scripts: await allowance('script', period?.start, plan?.limits.scripts ?? null),
      images: await allowance('image', period?.start, plan?.limits.images ?? null),
      access,
      fairUse: fairUse && {
        period: fairUse.period,
        periodStart: fairUse.start.toISOString(),
        resetsAt: fairUse.end.toISOString(),
        scripts: await allowance('script', fairUse.start, fairUse.scripts),
        images: await allowance('image', fairUse.start, fairUse.images),
      },
    };
  }

  /**
   * Takes `amount` generations of `kind` from the user's allowances before the work starts, or
   * refuses (402 for a plan's, 429 for a fair-use limit). The counts and the new rows are one
   * transaction under a per-user lock, so parallel requests (on any instance) queue for it and each
   * sees the others' reservations.
   */
  async function reserve(user: UserRow, kind: GenerationKind, amount = 1, engine: string | null = null): Promise<Reservation> {
    assertActive(user);
    const quotas = quotasOf(user, kind);
    const createdAt = deps.clock.now();
    const rows = Array.from({ length: amount }, () => ({ userId: user.id, kind, engine, createdAt }));
    const ids =
      quotas.length === 0
        ? // Unlimited (the trial, Premium, an administrator, uncounted kinds): nothing to race for.
          await db.insert(usageEvents).values(rows).returning({ id: usageEvents.id })
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${USAGE_LOCK_SPACE}, hashtext(${user.id}))`);
            for (const quota of quotas) {
              const spent = await used(tx, user.id, kind, quota.since);
              if (spent + amount > quota.limit) throw quota.refusal(spent, amount);
            }
            return tx.insert(usageEvents).values(rows).returning({ id: usageEvents.id });
          });
    let released = false;
    const reserved = () =>
      inArray(
        usageEvents.id,
        ids.map((row) => row.id),
      );
    return {
      async recordEngine(name: string) {
        if (!released) await db.update(usageEvents).set({ engine: name }).where(reserved());
      },
      async release() {
        if (released) return;
        released = true;
        await db.delete(usageEvents).where(reserved());
      },
    };
  }

  return {
    usage,

    assertActive,

    reserve,

    /** Counts work that was gated (assertActive) when it was asked for and ran later: a finished video render. */
    async record(userId: string, kind: GenerationKind, engine: string): Promise<void> {
      await db.insert(usageEvents).values({ userId, kind, engine, createdAt: deps.clock.now() });
    },

    /**
     * A generation paid from the allowance: reserved before `work` runs, kept when it succeeds,
     * given back when it fails (so a failed generation is never counted).
     */
    async withReservation<T>(
      user: UserRow,
      kind: GenerationKind,
      amount: number,
      work: () => Promise<T>,
      engine?: EngineOf<T>,
    ): Promise<T> {
      const reservation = await reserve(user, kind, amount, typeof engine === 'string' ? engine : null);
      try {
        const result = await work();
        if (typeof engine === 'function') {
          // Only the console's chart reads it: a failure to note it never fails the generation.
          await reservation
            .recordEngine(engine(result))
            .catch((err: unknown) => deps.log.warn({ err, userId: user.id, kind }, 'could not record the engine of a generation'));
        }
        return result;
      } catch (error) {
        await reservation
          .release()
          .catch((releaseError: unknown) =>
            deps.log.error(
              { err: releaseError, userId: user.id, kind, amount },
              'the usage of a failed generation could not be given back',
            ),
          );
        throw error;
      }
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
