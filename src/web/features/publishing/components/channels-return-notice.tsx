import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { CHANNELS_RETURN_PARAM, channelConnectProblems, type ChannelConnectProblem } from '@shared/contracts/publishing';
import { toast } from '@/components/ui/use-toast';

/** What the callback's redirect says: connected, or why not; null when the address says nothing of channels. */
export function channelsReturnOf(search: string): { ok: true } | { ok: false; reason: ChannelConnectProblem } | null {
  const params = new URLSearchParams(search);
  const outcome = params.get(CHANNELS_RETURN_PARAM);
  if (outcome === 'connected') return { ok: true };
  if (outcome !== 'error') return null;
  const reason = params.get('reason');
  return {
    ok: false,
    reason: (channelConnectProblems as readonly string[]).includes(reason ?? '') ? (reason as ChannelConnectProblem) : 'provider_error',
  };
}

/** The address without the callback's parameters, so a reload does not say it again. */
function withoutChannelsReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHANNELS_RETURN_PARAM);
  params.delete('reason');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Back from Google's consent screen (/app?channels=connected, or ?channels=error&reason=…): a toast
 * says what happened, and the parameters leave the address.
 */
export function ChannelsReturnNotice() {
  const { t } = useTranslation('publishing');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const shown = useRef<string | null>(null);
  const outcome = channelsReturnOf(search);

  useEffect(() => {
    if (!outcome || shown.current === search) return;
    shown.current = search;
    if (outcome.ok) toast({ variant: 'success', title: t('returnNotice.connected'), description: t('messages.connected') });
    else toast({ variant: 'destructive', title: t('returnNotice.notConnected'), description: t(`messages.problems.${outcome.reason}`) });
    navigate(`${location}${withoutChannelsReturn(search)}`, { replace: true });
  }, [outcome, search, location, navigate, t]);

  return null;
}
