import { useMutation } from '@tanstack/react-query';
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
 * The theme the signed-in user chose, and a way to change it: shown at once, then kept with
 * PATCH /api/account/profile {theme}; a refusal puts the previous one back.
 */
export function useThemeChoice() {
  const { user, updateUser } = useAuth();
  const [pending, setPending] = useState<ThemePreference | null>(null);
  const mutation = useMutation({
    mutationFn: (theme: ThemePreference) => api.patch<PublicUser>('/api/account/profile', { theme }),
    onMutate: (theme) => {
      setPending(theme);
      applyTheme(theme);
    },
    onSuccess: updateUser,
    onError: () => applyTheme(user?.theme ?? 'system'),
    onSettled: () => setPending(null),
  });
  return {
    theme: pending ?? user?.theme ?? storedTheme(),
    choose: (theme: ThemePreference) => mutation.mutate(theme),
    error: mutation.isError,
  };
}
