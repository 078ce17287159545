import { useMutation } from '@tanstack/react-query';
import type { CheckoutDecision } from '@shared/contracts/checkout';
import { api } from '@/lib/api-client';
import { leaveFor } from '../lib/leave-for';

export type CheckoutChoice = 'pay' | 'cancel';

export const decideLocalCheckout = ({ id, choice }: { id: string; choice: CheckoutChoice }) =>
  api.post<CheckoutDecision>(`/api/checkout/local/${id}/${choice}`);

/** Pay or cancel, then leave for the address the checkout was started with. */
export function useDecideLocalCheckout() {
  return useMutation({
    mutationFn: decideLocalCheckout,
    onSuccess: ({ redirectUrl }) => leaveFor(redirectUrl),
  });
}
