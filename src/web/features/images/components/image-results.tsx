import { Copy, Download, ImageIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenerateImagesResponse } from '@shared/contracts/images';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { copyText } from '@/lib/copy-text';
import { absoluteUrl } from '@/lib/download-file';
import { downloadImage } from '@/lib/download-image';
import { imageEngineLabel } from '@/lib/image-engine-label';

export interface ImageResult {
  response: GenerateImagesResponse;
  /** What the user typed for this result. */
  prompt: string;
}

/** Below the sticky header (4rem) and a little air: where the results' top counts as seen. */
const HEADER_CLEARANCE_PX = 80;

/**
 * New results are brought into view: Generate Images sits at the foot of a long form,
 * and on phones the results are under it. Their top comes to just below the header, unless the
 * whole grid already shows, in which case nothing moves. The jump is instant: the memory panel
 * above grows once the preferences are refetched, which would cut a smooth scroll short, while
 * the browser's scroll anchoring keeps an instant one in place.
 */
function useScrollIntoViewOnResult(result: ImageResult | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (!result || !region) return;
    const { top, bottom } = region.getBoundingClientRect();
    if (top >= HEADER_CLEARANCE_PX && bottom <= window.innerHeight) return;
    region.scrollIntoView?.({ block: 'start' });
  }, [result]);
  return ref;
}

/** The results grid (spec §2): each image with Copy URL and Save Image, and the engine that drew it. */
export function ImageResults({ result }: { result: ImageResult | null }) {
  const { t } = useTranslation('images');
  const images = result?.response.images ?? [];
  const regionRef = useScrollIntoViewOnResult(result);
  return (
    <Card ref={regionRef} role="region" aria-label={t('results.title')} className="scroll-mt-20">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('results.title')}</CardTitle>
          <CardDescription>{t('results.description')}</CardDescription>
        </div>
        {result && <Badge variant="soft">{imageEngineLabel(result.response.engine)}</Badge>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {result?.response.fallbackFrom && (
          <EngineFallbackNote capability="images" fallback={result.response.fallbackFrom} outcome={t('results.fallbackOutcome')} />
        )}
        {result && images.length > 0 ? (
          <ul aria-label={t('results.list')} className="grid gap-4 sm:grid-cols-2">
            {images.map((image, index) => (
              <li
                key={image.id}
                data-testid="generated-image"
                className="grid content-start gap-3 rounded-xl border border-border bg-muted/30 p-3"
              >
                <img
                  src={image.url}
                  width={image.width}
                  height={image.height}
                  alt={t('results.imageAlt', { number: index + 1, prompt: result.prompt })}
                  className="h-auto w-full rounded-lg bg-muted object-contain"
                />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs text-muted-foreground">{imageEngineLabel(image.engine)}</span>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => void copyText(absoluteUrl(image.url), t('results.imageUrl'))}
                    >
                      <Copy aria-hidden />
                      {t('results.copyUrl')}
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => void downloadImage(image.url)}>
                      <Download aria-hidden />
                      {t('results.saveImage')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={ImageIcon}>{t('results.empty')}</EmptyState>
        )}
      </CardContent>
    </Card>
  );
}
