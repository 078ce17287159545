import { clipAtWord } from '@shared/clip-text';
import { Check, Download, ImagePlus, Paintbrush, Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  THUMBNAIL_SIZE,
  THUMBNAIL_SMALLEST,
  THUMBNAIL_TEXT_MAX_LENGTH,
  thumbnailLayouts,
  thumbnailPalettes,
  type ThumbnailLayoutId,
  type ThumbnailPaletteId,
} from '@shared/catalog/thumbnails';
import type { Project, ProjectThumbnail } from '@shared/contracts/projects';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { generationFailureMessage } from '@/lib/generation-failure';
import { useChooseThumbnail, useMakeThumbnails } from '../api/thumbnails';
import { useCurrentProject } from '../hooks/use-current-project';
import { timeAgo } from '@/lib/time-ago';

/** How large a thumbnail is shown on YouTube's home page (and here, beside the smallest size). */
export const THUMBNAIL_PREVIEW = { width: 320, height: 180 } as const;

const DRAWN = 'drawn';
const ANY = 'any';
const paletteOptions = [ANY, ...thumbnailPalettes.map((palette) => palette.id)] as const;
const layoutOptions = [ANY, ...thumbnailLayouts.map((layout) => layout.id)] as const;

/** The saved file's name: thumbnail-{timestamp}-{variant}.jpg, like the app's other downloads. */
export function thumbnailFilename(thumbnail: Pick<ProjectThumbnail, 'createdAt'>, number: number): string {
  const time = Date.parse(thumbnail.createdAt);
  return `thumbnail-${Number.isNaN(time) ? 'project' : time}-${number}.jpg`;
}

/** The thumbnails in batches of three, newest batch first (the server's order), each batch by variant. */
function batchesOf(thumbnails: ProjectThumbnail[]): ProjectThumbnail[][] {
  const batches = new Map<string, ProjectThumbnail[]>();
  for (const thumbnail of thumbnails) {
    const batch = batches.get(thumbnail.batchId);
    if (batch) batch.push(thumbnail);
    else batches.set(thumbnail.batchId, [thumbnail]);
  }
  return [...batches.values()].map((batch) => batch.sort((a, b) => a.variant - b.variant));
}

const shortPrompt = (prompt: string) => (prompt.length > 60 ? `${prompt.slice(0, 57).trimEnd()}...` : prompt);

/**
 * The open project's thumbnails: three 1280×720 variants at a time, with the project's
 * title set over one of its images (or a drawn background). Each is shown as large as on YouTube's
 * home page and at 168×94, the smallest size it is shown at, so the creator can judge whether the
 * text still reads. Nothing shows without a project open.
 */
export function ThumbnailPanel({ className }: { className?: string }) {
  const { project } = useCurrentProject();
  if (!project) return null;
  // Keyed by project: another project's panel starts from that project's title and images.
  return <ProjectThumbnails key={project.id} project={project} className={className} />;
}

function ProjectThumbnails({ project, className }: { project: Project; className?: string | undefined }) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [background, setBackground] = useState<string | null>(null);
  const [palette, setPalette] = useState<ThumbnailPaletteId | typeof ANY>(ANY);
  const [layout, setLayout] = useState<ThumbnailLayoutId | typeof ANY>(ANY);
  const [announcement, setAnnouncement] = useState('');
  const make = useMakeThumbnails();
  const choose = useChooseThumbnail();
  const { t } = useTranslation('projects');
  const paletteLabel = (option: (typeof paletteOptions)[number]) =>
    option === ANY ? t('thumbnails.any') : t(`thumbnails.palettes.${option}`);
  const layoutLabel = (option: (typeof layoutOptions)[number]) =>
    option === ANY ? t('thumbnails.any') : t(`thumbnails.layouts.${option}`);

  // Newest image first; the newest is the default background, or a drawn one when there is none.
  const images = [...project.images].reverse();
  // A title longer than a thumbnail takes is cut at a word (the server refuses more).
  const shownText = text ?? clipAtWord(project.title, THUMBNAIL_TEXT_MAX_LENGTH);
  const chosenBackground =
    background !== null && (background === DRAWN || images.some((image) => image.id === background))
      ? background
      : (images[0]?.id ?? DRAWN);
  const [newest, ...earlier] = batchesOf(project.thumbnails);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = shownText.trim();
    if (!trimmed) {
      toast({ variant: 'destructive', title: t('thumbnails.textRequiredTitle'), description: t('thumbnails.textRequiredDescription') });
      return;
    }
    make.mutate(
      {
        projectId: project.id,
        text: trimmed,
        imageId: chosenBackground === DRAWN ? null : chosenBackground,
        ...(palette !== ANY ? { palette } : {}),
        ...(layout !== ANY ? { layout } : {}),
      },
      {
        onSuccess: ({ thumbnails }) =>
          toast({
            title: t('thumbnails.readyTitle'),
            description: t('thumbnails.readyDescription', { count: thumbnails.length, text: trimmed }),
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('thumbnails.failedTitle'), description: generationFailureMessage(error) }),
      },
    );
  }

  function use(thumbnail: ProjectThumbnail, number: number) {
    if (thumbnail.chosen || choose.isPending) return;
    choose.mutate(
      { projectId: project.id, thumbnailId: thumbnail.id },
      {
        onSuccess: () => setAnnouncement(t('thumbnails.chosenAnnouncement', { number })),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('thumbnails.chooseFailedTitle'), description: generationFailureMessage(error) }),
      },
    );
  }

  const variants = (batch: ProjectThumbnail[], label: { name: string } | { by: string }) => (
    <ul
      {...('name' in label ? { 'aria-label': label.name } : { 'aria-labelledby': label.by })}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),22rem))] gap-4"
    >
      {batch.map((thumbnail, index) => (
        <ThumbnailVariant
          key={thumbnail.id}
          thumbnail={thumbnail}
          number={index + 1}
          busy={choose.isPending}
          onUse={() => use(thumbnail, index + 1)}
        />
      ))}
    </ul>
  );

  return (
    <Card role="region" aria-label={t('thumbnails.title')} className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImagePlus aria-hidden className="size-5 text-primary" />
          {t('thumbnails.title')}
        </CardTitle>
        <CardDescription>{t('thumbnails.description', { width: THUMBNAIL_SIZE.width, height: THUMBNAIL_SIZE.height })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-text`}>{t('thumbnails.textLabel')}</Label>
              <Input
                id={`${id}-text`}
                value={shownText}
                maxLength={THUMBNAIL_TEXT_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                className="h-10"
              />
            </div>
            <SelectField
              id={`${id}-palette`}
              label={t('thumbnails.palette')}
              value={palette}
              options={paletteOptions}
              optionLabel={paletteLabel}
              onChange={setPalette}
            />
            <SelectField
              id={`${id}-layout`}
              label={t('thumbnails.layout')}
              value={layout}
              options={layoutOptions}
              optionLabel={layoutLabel}
              onChange={setLayout}
            />
          </div>

          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-medium">{t('thumbnails.background')}</legend>
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
              <BackgroundOption name={`${id}-background`} value={DRAWN} checked={chosenBackground === DRAWN} onChoose={setBackground}>
                <span className="flex size-full flex-col items-center justify-center gap-0.5 bg-gradient-to-br from-violet-600 to-indigo-500 text-[0.65rem] leading-tight font-medium text-white">
                  <Paintbrush aria-hidden className="size-4" />
                  {t('thumbnails.drawnBackground')}
                </span>
              </BackgroundOption>
              {images.map((image) => (
                <BackgroundOption
                  key={image.id}
                  name={`${id}-background`}
                  value={image.id}
                  checked={chosenBackground === image.id}
                  onChoose={setBackground}
                >
                  <img
                    src={image.thumbnailUrl}
                    alt={t('thumbnails.imageAlt', { prompt: shortPrompt(image.prompt) })}
                    width={96}
                    height={54}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </BackgroundOption>
              ))}
            </div>
            {images.length === 0 && <p className="text-xs text-muted-foreground">{t('thumbnails.noImages')}</p>}
          </fieldset>

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="brand" disabled={make.isPending} className="min-w-48">
              {make.isPending ? <Spinner className="size-4 text-current" /> : <Sparkles aria-hidden />}
              {make.isPending ? t('thumbnails.making') : t('thumbnails.make')}
            </Button>
          </div>
        </form>

        <div aria-busy={make.isPending} className="grid gap-4">
          {newest ? (
            variants(newest, { name: t('thumbnails.newest') })
          ) : make.isPending ? (
            <div
              aria-hidden
              data-testid="thumbnail-placeholders"
              className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),22rem))] gap-4"
            >
              {[1, 2, 3].map((number) => (
                <div key={number} className="aspect-video max-w-80 animate-pulse rounded-xl bg-muted" />
              ))}
            </div>
          ) : (
            <EmptyState icon={ImagePlus} className="py-10">
              {t('thumbnails.empty')}
            </EmptyState>
          )}
          {earlier.length > 0 && (
            <details className="rounded-lg border border-border p-3">
              <summary className="cursor-pointer text-sm font-medium">{t('thumbnails.earlier', { total: earlier.flat().length })}</summary>
              <div className="mt-3 grid gap-5">
                {earlier.map((batch) => (
                  <div key={batch[0]!.batchId} className="grid gap-2">
                    <p id={`${id}-${batch[0]!.batchId}`} className="text-xs text-muted-foreground">
                      {t('thumbnails.made', { ago: timeAgo(batch[0]!.createdAt) })}
                    </p>
                    {variants(batch, { by: `${id}-${batch[0]!.batchId}` })}
                  </div>
                ))}
              </div>
            </details>
          )}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}

/** One choice of background: a small picture as a radio button (arrow keys move between them). */
function BackgroundOption({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="relative shrink-0 cursor-pointer">
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(value)} className="peer sr-only" />
      <span
        className={cn(
          'block h-[54px] w-24 overflow-hidden rounded-md border-2 border-transparent bg-muted ring-offset-2 ring-offset-background peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60',
          checked && 'border-primary',
        )}
      >
        {children}
      </span>
      {checked && (
        <span className="absolute top-1 right-1 rounded-full bg-primary p-0.5 text-primary-foreground">
          <Check aria-hidden className="size-3" />
        </span>
      )}
    </label>
  );
}

/** One variant: as large as on the home page and at 168×94, 'Use this thumbnail' and a download. */
function ThumbnailVariant({
  thumbnail,
  number,
  busy,
  onUse,
}: {
  thumbnail: ProjectThumbnail;
  number: number;
  busy: boolean;
  onUse: () => void;
}) {
  const headingId = useId();
  const { t } = useTranslation('projects');
  const preview = { number, width: THUMBNAIL_PREVIEW.width, height: THUMBNAIL_PREVIEW.height };
  const smallest = { number, width: THUMBNAIL_SMALLEST.width, height: THUMBNAIL_SMALLEST.height };
  return (
    <li
      aria-labelledby={headingId}
      data-chosen={thumbnail.chosen}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-xl border bg-muted/30 p-3',
        thumbnail.chosen ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      <div className="flex h-6 items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('thumbnails.variant.heading', { number })}
        </h3>
        {thumbnail.chosen && (
          <Badge>
            <Check aria-hidden />
            {t('thumbnails.variant.chosen')}
          </Badge>
        )}
      </div>
      <figure className="grid gap-1">
        <img
          src={thumbnail.url}
          width={THUMBNAIL_PREVIEW.width}
          height={THUMBNAIL_PREVIEW.height}
          alt={t('thumbnails.variant.largeAlt', { ...preview, text: thumbnail.text })}
          className="aspect-video h-auto w-full max-w-80 rounded-md bg-muted object-cover"
        />
        <figcaption className="text-xs text-muted-foreground">{t('thumbnails.variant.homeCaption', preview)}</figcaption>
      </figure>
      <figure className="grid gap-1">
        <img
          src={thumbnail.url}
          width={THUMBNAIL_SMALLEST.width}
          height={THUMBNAIL_SMALLEST.height}
          alt={t('thumbnails.variant.smallAlt', smallest)}
          style={{ width: THUMBNAIL_SMALLEST.width, height: THUMBNAIL_SMALLEST.height }}
          className="rounded-sm bg-muted object-cover"
        />
        <figcaption className="text-xs text-muted-foreground">{t('thumbnails.variant.smallCaption', smallest)}</figcaption>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant={thumbnail.chosen ? 'secondary' : 'outline'}
          aria-disabled={thumbnail.chosen || busy}
          aria-label={thumbnail.chosen ? t('thumbnails.variant.inUseLabel', { number }) : t('thumbnails.variant.useLabel', { number })}
          className="aria-disabled:cursor-default"
          onClick={onUse}
        >
          <Check aria-hidden />
          {thumbnail.chosen ? t('thumbnails.variant.inUse') : t('thumbnails.variant.use')}
        </Button>
        <Button asChild size="sm" variant="ghost">
          <a
            href={thumbnail.url}
            download={thumbnailFilename(thumbnail, number)}
            aria-label={t('thumbnails.variant.downloadLabel', { number, width: thumbnail.width, height: thumbnail.height })}
          >
            <Download aria-hidden />
            {t('thumbnails.variant.download')}
          </a>
        </Button>
      </div>
    </li>
  );
}
