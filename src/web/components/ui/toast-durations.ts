/**
 * Toasts shown for less than the default 5 s (spec §9); pass as `toast({ duration })`. Kept apart
 * from use-toast, which every page loads, so only the pages that use them carry them.
 */
export const TOAST_DURATIONS = { newConversation: 2000, speechGenerated: 2000, voiceProfileCreated: 3000 } as const;
