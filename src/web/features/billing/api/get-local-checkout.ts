import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalCheckout } from '@shared/contracts/checkout';
import { api } from '@/lib/api-client';

export const getLocalCheckout = (id: string) => api.get<LocalCheckout>(`/api/checkout/local/${id}`);

export const localCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/checkout/local', id], queryFn: () => getLocalCheckout(id), retry: false });

export function useLocalCheckout(id: string) {
  return useQuery(localCheckoutQueryOptions(id));
}
