import { Button } from '@/components/ui/button';
import { usePublishingQuota } from '../api/publications';

const units = new Intl.NumberFormat('en');
const clock = new Intl.DateTimeFormat('en', { timeStyle: 'short' });

/**
 * What this upload costs of YouTube's daily quota for the Google project, and what is left today
 * for the chosen channel (the studio's own count). Always says something: loading and failure too.
 */
export function PublishQuota({ channelId, thumbnail, captions }: { channelId: string; thumbnail: boolean; captions: boolean }) {
  const quota = usePublishingQuota(channelId);
  if (quota.isError) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="publish-quota">
        YouTube’s daily quota could not be read just now; you can still publish.{' '}
        <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={() => void quota.refetch()}>
          Check again
        </Button>
      </p>
    );
  }
  if (!quota.data) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="publish-quota">
        Reading YouTube’s daily quota...
      </p>
    );
  }
  const { costs, dailyLimit, left, uploadsLeft, resetsAt, notes } = quota.data;
  const cost = costs.upload + (thumbnail ? costs.thumbnail : 0) + (captions ? costs.captions : 0);
  return (
    <div className="grid gap-1.5" data-testid="publish-quota">
      <p className="text-sm">
        This upload costs about {units.format(cost)} of YouTube’s {units.format(dailyLimit)} daily units; {units.format(left)} are left
        today ({units.format(uploadsLeft)} {uploadsLeft === 1 ? 'upload' : 'uploads'}), resetting at{' '}
        <time dateTime={resetsAt}>{clock.format(new Date(resetsAt))}</time>.
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
