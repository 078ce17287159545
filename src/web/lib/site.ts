/** Product facts the pages repeat. A self-hosted instance sets its own support address at build time. */
export const site = {
  name: 'Genesis Studio',
  // import.meta.env exists only in Vite's builds; Node (the journeys, pre-rendering) has none.
  supportEmail: (import.meta.env?.VITE_SUPPORT_EMAIL as string | undefined)?.trim() || 'support@example.com',
} as const;
