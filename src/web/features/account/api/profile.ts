import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@shared/contracts/auth';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';

/** PATCH /api/account/profile {name}: the user with the new name. */
export function updateProfile(input: { name: string }): Promise<PublicUser> {
  return api.patch<PublicUser>('/api/account/profile', input);
}

/** Saves the name; the header and every page show it at once. */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}
