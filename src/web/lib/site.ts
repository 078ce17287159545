/** Product facts the pages repeat. The support address is a run-time setting: see support-email.ts. */
export const site = {
  name: 'Genesis Studio',
} as const;
