import { ImageOff, Images } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/contracts/images';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { LoadFailed, LoadingState } from '@/components/ui/load-state';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorBodyMessage } from '@/lib/api-client';
import { downloadImage } from '@/lib/download-image';
import { useGallery } from '../api/get-gallery';
import { filterImages } from '../lib/filter-images';
import { useFormat } from '@/i18n/format';
import { formatDay } from '../lib/format-date';
import { styleLabel } from '../lib/labels';
import { GalleryCard } from './gallery-card';
import { ImageDetailsDialog } from './image-details-dialog';

/** How long typing must pause before the search goes to the server. */
export const GALLERY_SEARCH_DEBOUNCE_MS = 300;

/** One stat card; on a phone the three share one compact row, so the first image stays in view. */
function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-card px-3 py-2 shadow-sm sm:rounded-2xl sm:p-4">
      <dt className="truncate text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd data-testid={testId} className="truncate text-base font-bold tabular-nums sm:mt-1 sm:text-2xl">
        {value}
      </dd>
    </div>
  );
}

/** The My Gallery tab (spec §2): search, stats, the grid of the user's images, details and pages. */
export function GalleryTab() {
  const { t } = useTranslation('gallery');
  const format = useFormat();
  const id = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  const serverSearch = useDebouncedValue(search.trim(), GALLERY_SEARCH_DEBOUNCE_MS);
  const gallery = useGallery({ page, search: serverSearch });
  const data = gallery.data ?? null;

  // One toast per failed load (spec §8); the panel shows the error state with a retry.
  const { error } = gallery;
  useEffect(() => {
    if (error) toast({ variant: 'destructive', title: t('tab.fetchFailedTitle'), description: errorBodyMessage(error) });
  }, [error, t]);

  const images = filterImages(data?.images ?? [], search, (style) => styleLabel(t, style));
  // Totals describe the library, whatever the search; the search shows its own count.
  const total = data?.library.total ?? 0;
  const currentPage = data?.pagination.page ?? page;
  const totalPages = data?.pagination.totalPages ?? 0;
  const latest = data?.library.latestAt ?? null;
  const searching = search.trim() !== '';
  // The server's count once it has answered this search; until then, what the page filter finds.
  const answered = serverSearch === search.trim() && !gallery.isPlaceholderData;
  const matches = answered ? (data?.pagination.total ?? 0) : images.length;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 sm:gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <Images aria-hidden className="size-6 text-primary" />
            {t('tab.title')}
          </h2>
          <p data-testid="gallery-count" className="mt-1 text-muted-foreground">
            {data ? t('tab.count', { count: total }) : t('tab.countLoading')}
          </p>
        </div>
        <div className="grid w-full gap-1 sm:w-80">
          <SearchInput
            label={t('tab.searchLabel')}
            placeholder={t('tab.searchPlaceholder')}
            className="w-full sm:w-80"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {/* Always mounted, so screen readers hear the count change as the search runs. */}
          <p data-testid="gallery-matches" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
            {data && searching ? t('tab.matches', { matches: format.number(matches), total: format.number(total) }) : ''}
          </p>
        </div>
      </div>

      {gallery.isError ? (
        <Card>
          <CardContent className="py-16">
            <LoadFailed message={t('tab.loadFailed')} onRetry={() => void gallery.refetch()} />
          </CardContent>
        </Card>
      ) : !data ? (
        <LoadingState label={t('tab.loading')} className="py-16" />
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            <Stat label={t('tab.statTotal')} value={format.number(total)} testId="stat-total-images" />
            <Stat label={t('tab.statThisPage')} value={format.number(images.length)} testId="stat-this-page" />
            <Stat label={t('tab.statLatest')} value={latest ? formatDay(latest, format.locale) : '—'} testId="stat-latest" />
          </dl>

          {images.length === 0 ? (
            <Card>
              <CardContent className="flex flex-col items-center justify-center gap-3 py-16 text-center">
                <ImageOff aria-hidden className="size-10 text-muted-foreground opacity-60" />
                <h3 className="text-lg font-semibold">{t('tab.noImagesTitle')}</h3>
                <p className="text-muted-foreground">{searching ? t('tab.noMatches') : t('tab.noImages')}</p>
              </CardContent>
            </Card>
          ) : (
            <ul
              aria-label={t('tab.list')}
              aria-busy={gallery.isPlaceholderData || undefined}
              className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {images.map((image) => (
                <GalleryCard
                  key={image.id}
                  image={image}
                  onDownload={() => void downloadImage(image.imageUrl)}
                  onView={() => setSelected(image)}
                />
              ))}
            </ul>
          )}

          {totalPages > 1 && (
            <nav aria-label={t('tab.pages')} className="flex items-center justify-center gap-3">
              <Button
                type="button"
                variant="outline"
                disabled={currentPage <= 1 || gallery.isPlaceholderData}
                onClick={() => setPage(currentPage - 1)}
              >
                {t('tab.previous')}
              </Button>
              <span data-testid="gallery-page" aria-live="polite" className="text-sm text-muted-foreground">
                {t('tab.page', { page: format.number(currentPage), total: format.number(totalPages) })}
              </span>
              <Button
                type="button"
                variant="outline"
                disabled={currentPage >= totalPages || gallery.isPlaceholderData}
                onClick={() => setPage(currentPage + 1)}
              >
                {t('tab.next')}
              </Button>
            </nav>
          )}
        </>
      )}

      {selected && (
        <ImageDetailsDialog
          key={selected.id}
          image={selected}
          onClose={() => setSelected(null)}
          onDeleted={() => {
            setSelected(null);
            // The last image of a later page: go back one page.
            if (data && data.images.length === 1 && currentPage > 1) setPage(currentPage - 1);
          }}
        />
      )}
    </section>
  );
}
