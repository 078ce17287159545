import { Ban, CircleAlert, CircleCheck, Clock, LoaderCircle, Upload, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Publication, PublicationStatus } from '@shared/contracts/publishing';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { statusText } from '../lib/publication-words';

// The colours of the project's list of publications (project-publications.tsx). Each status has its colour and an icon, and always its word: colour alone says nothing to many.
const looks: Record<PublicationStatus, { icon: LucideIcon; className: string }> = {
  scheduled: { icon: Clock, className: 'border-info-line bg-info-soft text-info' },
  uploading: { icon: Upload, className: 'border-accent-line bg-accent text-accent-foreground' },
  processing: { icon: LoaderCircle, className: 'border-warning-line bg-warning-soft text-warning' },
  published: { icon: CircleCheck, className: 'border-success-line bg-success-soft text-success' },
  failed: { icon: CircleAlert, className: 'border-danger-line bg-danger-soft text-danger' },
  canceled: { icon: Ban, className: 'border-border bg-muted text-muted-foreground' },
};

/** The left edge of a calendar entry, in its status's colour. */
export const statusEdgeClass: Record<PublicationStatus, string> = {
  scheduled: 'border-l-sky-500',
  uploading: 'border-l-violet-500',
  processing: 'border-l-amber-500',
  published: 'border-l-emerald-500',
  failed: 'border-l-red-500',
  canceled: 'border-l-slate-400',
};

export function PublicationStatusBadge({
  publication,
  className,
}: {
  publication: Pick<Publication, 'status' | 'progress'>;
  className?: string;
}) {
  // Re-rendered in a new language (the words come from the catalogue).
  useTranslation('publishing');
  const { icon: Icon, className: look } = looks[publication.status];
  return (
    <Badge variant="outline" className={cn(look, className)} data-status={publication.status}>
      <Icon aria-hidden />
      {statusText(publication)}
    </Badge>
  );
}
