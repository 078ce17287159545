import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DONATION } from '@shared/catalog/plans';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { i18n } from '@/i18n/i18n';
import { ApiError, apiRequest } from '@/lib/api-client';

export const DONATION_ENDPOINT = '/api/create-donation-checkout';

/** The two alerts of spec §8, in the active language (read when shown). */
export const donationMessages = {
  get unavailable(): string {
    return i18n.t('marketing:donation.unavailable');
  },
  get failed(): string {
    return i18n.t('marketing:donation.failed');
  },
};

/** The checkout URL in an answer, if it is one a new tab may open (http or https only). */
function checkoutUrl(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('url' in body) || typeof body.url !== 'string') return null;
  try {
    const url = new URL(body.url, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Starts a checkout for the one-off donation and opens it in a new tab (spec §4 Donation, §7).
 * A non-OK answer or one without a url says the system is unavailable; a network failure says the
 * donation could not be processed.
 */
export async function startDonation(): Promise<void> {
  let response: Response;
  try {
    response = await apiRequest('POST', DONATION_ENDPOINT, {
      amount: DONATION.amountCents,
      currency: DONATION.currency,
    });
  } catch (error) {
    window.alert(error instanceof ApiError ? donationMessages.unavailable : donationMessages.failed);
    return;
  }
  const url = checkoutUrl(await response.json().catch(() => null));
  if (!url) {
    window.alert(donationMessages.unavailable);
    return;
  }
  // Still inside the click's user activation (browsers allow a few seconds), so no popup blocker.
  window.open(url, '_blank', 'noopener');
}

/** The landing page's 'Support' button. */
export function DonationButton({ children, ...props }: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('marketing');
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      {...props}
      aria-busy={pending || undefined}
      disabled={pending || props.disabled}
      onClick={async () => {
        setPending(true);
        try {
          await startDonation();
        } finally {
          setPending(false);
        }
      }}
    >
      {pending ? <Spinner className="size-4 text-current" /> : <Heart aria-hidden className="text-rose-500" />}
      {children ?? t('donation.support')}
    </Button>
  );
}
