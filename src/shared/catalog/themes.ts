/** The interface themes an account can keep; 'system' follows the device. Free of zod: the first page's bundle reads it. */
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
