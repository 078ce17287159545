import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthSession } from '@shared/contracts/auth';
import { userQueryKey } from './get-user';

export type SessionMutationConfig<T> = Omit<UseMutationOptions<AuthSession, Error, T>, 'mutationFn'>;

/** A call that signs the user in (login, register); the signed-in user also fills the cached user query. */
export function useSessionMutation<T>(
  mutationFn: (values: T) => Promise<AuthSession>,
  { onSuccess, ...rest }: SessionMutationConfig<T> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: (session, ...args) => {
      queryClient.setQueryData(userQueryKey, session.user);
      return onSuccess?.(session, ...args);
    },
  });
}
