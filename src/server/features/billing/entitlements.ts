import { and, count, eq, gte } from 'drizzle-orm';
import { isPlanId, plans, type Plan } from '@shared/catalog/plans';
import type { GenerationKind, UsageResponse } from '@shared/contracts/usage';
import { effectiveStatus } from '@shared/subscription';
import type { UserRow } from '../../db/schema';
import { usageEvents } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';

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
};
const quotaNoun = { scripts: 'scripts', images: 'images' } as const;
const perInterval = { week: 'this week', month: 'this billing month' } as const;

function periodStart(end: Date, plan: Plan): Date {
  const start = new Date(end);
  if (plan.interval === 'week') start.setUTCDate(start.getUTCDate() - 7);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

const shortDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Plan limits (DESIGN.md §4), enforced on the server for every generation route. */
export function createEntitlements(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;

  async function used(userId: string, kind: GenerationKind, since: Date): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.kind, kind), gte(usageEvents.createdAt, since)));
    return row?.value ?? 0;
  }

  /** Refuses with 402 unless the trial is running or the plan is paid up (uncounted work, such as SEO). */
  function assertActive(user: UserRow): void {
    const status = effectiveStatus(user, deps.clock.now());
    if (status !== 'trialing' && status !== 'active') throw paymentRequired(blockedMessages[status], 'PLAN_REQUIRED');
  }

  async function usage(user: UserRow): Promise<UsageResponse> {
    const status = effectiveStatus(user, deps.clock.now());
    const plan = status === 'active' && isPlanId(user.subscriptionPlan) ? plans[user.subscriptionPlan] : null;
    const canGenerate = status === 'trialing' || status === 'active';
    const end = plan && user.currentPeriodEnd ? user.currentPeriodEnd : null;
    const start = plan && end ? periodStart(end, plan) : null;
    const allowance = async (kind: GenerationKind, limit: number | null) => ({
      used: start ? await used(user.id, kind, start) : 0,
      limit: plan ? limit : null,
    });
    return {
      plan: status === 'trialing' ? 'trial' : (plan?.id ?? null),
      canGenerate,
      periodStart: start?.toISOString() ?? null,
      periodEnd: end?.toISOString() ?? null,
      scripts: await allowance('script', plan?.limits.scripts ?? null),
      images: await allowance('image', plan?.limits.images ?? null),
    };
  }

  return {
    usage,

    assertActive,

    /** Refuses with 402 when the plan does not allow `amount` more generations of `kind` now. */
    async assertCanGenerate(user: UserRow, kind: GenerationKind, amount = 1): Promise<void> {
      assertActive(user);
      const quota = quotaOf[kind];
      if (!quota) return;
      const current = await usage(user);
      const { used: spent, limit } = current[quota];
      if (limit === null || spent + amount <= limit || !current.periodEnd) return;
      if (!isPlanId(current.plan)) return;
      const plan = plans[current.plan];
      throw paymentRequired(
        `You have used all ${limit} ${quotaNoun[quota]} of your ${plan.name} plan ${perInterval[plan.interval]}` +
          `${amount > 1 ? ` (${spent} used, ${amount} requested)` : ''}. Your allowance resets on ${shortDate(new Date(current.periodEnd))}.`,
        'PLAN_LIMIT_REACHED',
      );
    },

    /** Counts successful generations. */
    async record(userId: string, kind: GenerationKind, amount = 1): Promise<void> {
      const createdAt = deps.clock.now();
      await db.insert(usageEvents).values(Array.from({ length: amount }, () => ({ userId, kind, createdAt })));
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
