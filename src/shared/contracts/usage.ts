import { z } from 'zod';

export const generationKinds = ['script', 'image', 'voiceover', 'video'] as const;
export type GenerationKind = (typeof generationKinds)[number];

const allowance = z.object({
  used: z.number().int(),
  /** null: unlimited. */
  limit: z.number().int().nullable(),
});

/** GET /api/usage: what the caller has used of the current period and what is left. */
export const usageResponse = z.object({
  plan: z.enum(['trial', 'weekly', 'basic', 'premium']).nullable(),
  /** False when the trial has expired or the plan is canceled or unpaid: generation is refused. */
  canGenerate: z.boolean(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  scripts: allowance,
  images: allowance,
});
export type UsageResponse = z.infer<typeof usageResponse>;
