import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { portalResponse } from '@shared/contracts/checkout';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { api, errorBodyMessage } from '@/lib/api-client';
import { leaveFor } from '../lib/leave-for';

type PortalUrl = z.infer<typeof portalResponse>;

/** POST /api/billing-portal (Stripe): where the subscriber manages payment details or cancels. */
export const openBillingPortal = () => api.post<PortalUrl>('/api/billing-portal');

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: i18n.t('billing:portalToast.title'),
        description: errorBodyMessage(error) ?? i18n.t('billing:portalToast.failed'),
      });
    },
  });
}
