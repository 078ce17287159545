import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { usePublishingQuota } from '../api/publications';

/**
 * What this upload costs of YouTube's daily quota for the Google project, and what is left today
 * for the chosen channel (the studio's own count). Always says something: loading and failure too.
 */
export function PublishQuota({ channelId, thumbnail, captions }: { channelId: string; thumbnail: boolean; captions: boolean }) {
  const { t } = useTranslation('publishing');
  const format = useFormat();
  const quota = usePublishingQuota(channelId);
  if (quota.isError) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="publish-quota">
        {t('quota.loadFailed')}{' '}
        <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={() => void quota.refetch()}>
          {t('quota.checkAgain')}
        </Button>
      </p>
    );
  }
  if (!quota.data) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="publish-quota">
        {t('quota.loading')}
      </p>
    );
  }
  const { costs, dailyLimit, left, uploadsLeft, resetsAt, notes } = quota.data;
  const cost = costs.upload + (thumbnail ? costs.thumbnail : 0) + (captions ? costs.captions : 0);
  return (
    <div className="grid gap-1.5" data-testid="publish-quota">
      <p className="text-sm">
        <Trans
          t={t}
          i18nKey="quota.summary"
          count={uploadsLeft}
          values={{
            cost: format.number(cost),
            dailyLimit: format.number(dailyLimit),
            left: format.number(left),
            uploadsLeft: format.number(uploadsLeft),
            resetsAt: format.date(resetsAt, { timeStyle: 'short' }),
          }}
          components={{ time: <time dateTime={resetsAt} /> }}
        />
      </p>
      {notes.length > 0 && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
