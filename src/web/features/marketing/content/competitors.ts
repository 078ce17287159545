/** The two competitors the marketing pages quote, with the monthly prices they publish (spec §9). */
export const COMPETITORS = [
  { id: 'jasper', name: 'Jasper', priceCents: 4900, interval: 'month' },
  { id: 'copyai', name: 'Copy.ai', priceCents: 3600, interval: 'month' },
] as const satisfies readonly { id: 'jasper' | 'copyai'; name: string; priceCents: number; interval: 'month' }[];

export type Competitor = (typeof COMPETITORS)[number];
