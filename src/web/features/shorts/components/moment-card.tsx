import { Play } from 'lucide-react';
import { useState } from 'react';
import type { ShortCandidate } from '@shared/contracts/shorts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/lib/format-clock';

/**
 * One moment found: its working title, where it is in the video and how long, its score and the
 * reason for it; Preview plays just that part (a media fragment: the player stops at its end).
 */
export function MomentCard({
  rank,
  candidate,
  fileUrl,
  chosen,
  onChosenChange,
}: {
  rank: number;
  candidate: ShortCandidate;
  fileUrl: string;
  /** Ticked to be rendered. */
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
}) {
  const [previewing, setPreviewing] = useState(false);
  const seconds = Math.round(candidate.end - candidate.start);
  return (
    <article aria-label={`Moment ${rank}: ${candidate.title}`} className="grid gap-2 rounded-xl border bg-card p-3">
      <div className="flex items-start justify-between gap-3">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            checked={chosen}
            onChange={(event) => onChosenChange(event.target.checked)}
            aria-label={`Render ${candidate.title}`}
          />
          <h3 className="font-medium leading-snug">{candidate.title}</h3>
        </label>
        <Badge variant="soft" aria-label={`Score ${candidate.score} of 100`}>
          {candidate.score}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatClock(candidate.start)}–{formatClock(candidate.end)} · {seconds} s
      </p>
      <p className="text-sm">{candidate.reason.charAt(0).toUpperCase() + candidate.reason.slice(1)}</p>
      {previewing ? (
        <video
          className="aspect-video w-full rounded-lg bg-black"
          src={`${fileUrl}#t=${candidate.start},${candidate.end}`}
          controls
          autoPlay
          preload="metadata"
          aria-label={`Preview of ${candidate.title}`}
        />
      ) : (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setPreviewing(true)}>
            <Play aria-hidden />
            Preview
          </Button>
        </div>
      )}
    </article>
  );
}
