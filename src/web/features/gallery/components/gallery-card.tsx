import { Download, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/contracts/images';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OFFLINE_IMAGE_ENGINE, imageEngineLabel } from '@/lib/image-engine-label';
import { useFormat } from '@/i18n/format';
import { formatDateTime } from '../lib/format-date';
import { qualityLabel, styleLabel } from '../lib/labels';
import { UseInProject } from './use-in-project';

type GalleryCardProps = {
  image: GalleryImage;
  onDownload: () => void;
  onView: () => void;
};

/**
 * One image in the grid: the thumbnail, prompt, style and quality badges and when it was made.
 * Download and View appear over the picture on hover or keyboard focus (always on touch screens);
 * 'Use in project' is always shown under it.
 */
export function GalleryCard({ image, onDownload, onView }: GalleryCardProps) {
  const { t } = useTranslation('gallery');
  const { locale } = useFormat();
  return (
    <li
      data-testid="gallery-card"
      className="group overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square bg-muted">
        <img src={image.thumbnailUrl} alt={image.prompt} loading="lazy" decoding="async" className="size-full object-cover" />
        <div className="absolute inset-0 flex items-end justify-center gap-2 bg-gradient-to-t from-slate-950/70 via-slate-950/10 to-transparent p-3 transition-opacity pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100">
          <Button type="button" size="sm" variant="secondary" onClick={onDownload}>
            <Download aria-hidden />
            {t('card.download')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onView}>
            <Eye aria-hidden />
            {t('card.view')}
          </Button>
        </div>
      </div>
      <div className="grid gap-2 p-4">
        <p className="line-clamp-2 text-sm font-medium" title={image.prompt}>
          {image.prompt}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="soft">{styleLabel(t, image.style)}</Badge>
          <Badge variant="outline">{qualityLabel(t, image.quality)}</Badge>
          {image.engine === OFFLINE_IMAGE_ENGINE && <Badge variant="outline">{imageEngineLabel(image.engine)}</Badge>}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            <time dateTime={image.createdAt}>{formatDateTime(image.createdAt, locale)}</time>
          </p>
          <UseInProject image={image} label={t('card.useInProjectLabel', { prompt: image.prompt })} />
        </div>
      </div>
    </li>
  );
}
