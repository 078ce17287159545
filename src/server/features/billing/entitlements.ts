import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { isPlanId, plans, type Plan } from '@shared/catalog/plans';
import { accountMessages } from '@shared/contracts/account';
import type { GenerationKind, UsageResponse } from '@shared/contracts/usage';
import { effectiveStatus, startedWithoutTrial, withoutTrialMessages } from '@shared/subscription';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { usageEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError } from '../../http-error';

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

/** Plan limits (DESIGN.md §4), enforced on the server for every generation. */
export function createEntitlements(deps: Pick<AppDeps, 'database' | 'clock' | 'log' | 'config'>) {
  const { db } = deps.database;

  async function used(reader: Reader, userId: string, kind: GenerationKind, since: Date): Promise<number> {
    const [row] = await reader
      .select({ value: count() })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.kind, kind), gte(usageEvents.createdAt, since)));
    return row?.value ?? 0;
  }

  /** The paid plan whose allowances apply now and its period; no plan while trialing or blocked. */
  function current(user: UserRow) {
    const status = effectiveStatus(user, deps.clock.now());
    const plan = status === 'active' && isPlanId(user.subscriptionPlan) ? plans[user.subscriptionPlan] : null;
    const end = plan && user.currentPeriodEnd ? user.currentPeriodEnd : null;
    return { status, plan, period: plan && end ? { start: periodStart(end, plan), end } : null };
  }

  /**
   * Refuses with 402 unless the trial is running or the plan is paid up (uncounted work, such as SEO);
   * with REQUIRE_EMAIL_VERIFICATION, first with 403 until the owner has followed the verification link.
   */
  function assertActive(user: UserRow): void {
    if (deps.config.requireEmailVerification && !user.emailVerifiedAt) {
      throw forbidden(accountMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    }
    const { status } = current(user);
    if (status === 'trialing' || status === 'active') return;
    throw paymentRequired(startedWithoutTrial(user) ? withoutTrialMessages.refusal : blockedMessages[status], 'PLAN_REQUIRED');
  }

  async function usage(user: UserRow): Promise<UsageResponse> {
    const { status, plan, period } = current(user);
    const allowance = async (kind: GenerationKind, limit: number | null) => ({
      used: period ? await used(db, user.id, kind, period.start) : 0,
      limit: plan ? limit : null,
    });
    return {
      plan: status === 'trialing' ? 'trial' : (plan?.id ?? null),
      canGenerate: status === 'trialing' || status === 'active',
      periodStart: period?.start.toISOString() ?? null,
      periodEnd: period?.end.toISOString() ?? null,
      scripts: await allowance('script', plan?.limits.scripts ?? null),
      images: await allowance('image', plan?.limits.images ?? null),
    };
  }

  /**
   * Takes `amount` generations of `kind` from the user's allowance before the work starts, or
   * refuses with 402. The count and the new rows are one transaction under a per-user lock, so
   * parallel requests (on any instance) queue for it and each sees the others' reservations.
   */
  async function reserve(user: UserRow, kind: GenerationKind, amount = 1, engine: string | null = null): Promise<Reservation> {
    assertActive(user);
    const { plan, period } = current(user);
    const quota = quotaOf[kind];
    const limit = quota && plan ? plan.limits[quota] : null;
    const createdAt = deps.clock.now();
    const rows = Array.from({ length: amount }, () => ({ userId: user.id, kind, engine, createdAt }));
    const ids =
      limit === null || !quota || !plan || !period
        ? // Unlimited (the trial, Premium, uncounted kinds): nothing to race for.
          await db.insert(usageEvents).values(rows).returning({ id: usageEvents.id })
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${USAGE_LOCK_SPACE}, hashtext(${user.id}))`);
            const spent = await used(tx, user.id, kind, period.start);
            if (spent + amount > limit) {
              throw paymentRequired(
                `You have used all ${limit} ${quotaNoun[quota]} of your ${plan.name} plan ${perInterval[plan.interval]}` +
                  `${amount > 1 ? ` (${spent} used, ${amount} requested)` : ''}. Your allowance resets on ${shortDate(period.end)}.`,
                'PLAN_LIMIT_REACHED',
              );
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
