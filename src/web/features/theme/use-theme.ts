import { useEffect, useState } from 'react';
import type { PublicUser, ThemePreference } from '@shared/contracts/auth';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { applyTheme, storedTheme, watchSystemTheme } from './theme';

/**
 * Keeps the page in the account's theme: the signed-in user's choice wins over what this device
 * kept, and "System" follows the system as it changes. Signed out, the device's last choice stays.
 */
export function useAccountTheme(): void {
  const { user } = useAuth();
  const preference = user?.theme ?? storedTheme();
  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system') return;
    return watchSystemTheme(() => applyTheme('system'));
  }, [preference]);
}

/**
 * The theme chosen, and a way to change it: shown at once and kept on this device, then, signed
 * in, with PATCH /api/account/profile {theme}; a refusal puts the previous one back. Plain state, not a
 * query mutation: the theme switch is on the landing page, which loads no data cache.
 */
export function useThemeChoice() {
  const { user, updateUser } = useAuth();
  const [pending, setPending] = useState<ThemePreference | null>(null);
  const [onDevice, setOnDevice] = useState(storedTheme);
  const [error, setError] = useState(false);

  async function choose(theme: ThemePreference) {
    applyTheme(theme);
    setOnDevice(theme);
    setError(false);
    if (!user) return;
    setPending(theme);
    try {
      updateUser(await api.patch<PublicUser>('/api/account/profile', { theme }));
    } catch {
      setError(true);
      applyTheme(user?.theme ?? 'system');
    } finally {
      setPending(null);
    }
  }

  return {
    theme: pending ?? user?.theme ?? onDevice,
    choose: (theme: ThemePreference) => void choose(theme),
    error,
  };
}
