import { z } from 'zod';
import { accountAccess } from './auth';

export const generationKinds = ['script', 'image', 'voiceover', 'video'] as const;
export type GenerationKind = (typeof generationKinds)[number];

const allowance = z.object({
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
});

/** A fair-use limit counts the generations of one calendar day, week (from Monday) or month, in UTC. */
export const fairUsePeriods = ['day', 'week', 'month'] as const;
export const fairUsePeriod = z.enum(fairUsePeriods);
export type FairUsePeriod = z.infer<typeof fairUsePeriod>;
/** The current fair-use period in words: 'today', 'this week', 'this month'. */
export const currentFairUsePeriod: Record<FairUsePeriod, string> = { day: 'today', week: 'this week', month: 'this month' };
/** The most an administrator may allow per period (beyond it, leave the limit off). */
export const FAIR_USE_MAX = 100_000;

/** The fair-use limits an administrator set for an account; null: no limit. */
export const fairUseLimits = z.strictObject({
  scripts: z.number().int().min(0).max(FAIR_USE_MAX).nullable(),
  images: z.number().int().min(0).max(FAIR_USE_MAX).nullable(),
  period: fairUsePeriod,
});
export type FairUseLimits = z.infer<typeof fairUseLimits>;

/** GET /api/usage: what the caller has used of the current period and what is left. */
export const usageResponse = z.object({
  plan: z.enum(['trial', 'weekly', 'basic', 'premium']).nullable(),
  /** False when the trial has expired or the plan is canceled or unpaid: generation is refused. */
  canGenerate: z.boolean(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  scripts: allowance,
  images: allowance,
  /** What decides the account's limits (the trial and plans only with `subscription`). */
  access: accountAccess,
  /** The fair-use limits an administrator set, in the current period; null when none applies. */
  fairUse: z
    .object({
      period: fairUsePeriod,
      periodStart: z.string(),
      /** When the period ends and the counts start again. */
      resetsAt: z.string(),
      scripts: allowance,
      images: allowance,
    })
    .nullable(),
});
export type UsageResponse = z.infer<typeof usageResponse>;
