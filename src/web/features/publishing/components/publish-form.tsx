import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RenderFormat } from '@shared/catalog/video';
import type { Project } from '@shared/contracts/projects';
import {
  videoPrivacies,
  youtubeCategoryIds,
  youtubeLimits,
  youtubeTagsLength,
  type Channel,
  type YoutubeCategoryId,
} from '@shared/contracts/publishing';
import type { Render } from '@shared/contracts/renders';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldClass } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { forgetFormDraft, useFormDraft } from '@/hooks/use-form-draft';
import { formatDateTime } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { useCreatePublication } from '../api/publications';
import { toDateTimeLocal } from '../lib/calendar-dates';
import { failureMessage } from '../lib/failure-message';
import {
  publicationInputOf,
  publishDefaults,
  splitTags,
  utf8Bytes,
  type PublishDraft,
  type PublishErrors,
  type PublishField,
} from '../lib/publish-draft';
import { PublishQuota } from './publish-quota';

/** The catalogue's name of each frame shape (its id has a colon, which i18next reads as a namespace). */
const formatKeys = { '16:9': 'landscape', '9:16': 'vertical', '1:1': 'square', '4:5': 'portrait' } as const satisfies Record<
  RenderFormat,
  string
>;

/** The fields in the order they appear: the first one with a problem gets the focus. */
const fieldOrder: PublishField[] = [
  'channelId',
  'renderId',
  'title',
  'description',
  'tags',
  'categoryId',
  'language',
  'privacy',
  'madeForKids',
  'publishAt',
  'thumbnail',
  'captions',
];

/** A render as the Video list names it: "Landscape 16:9 · 1080p · 3:05 · made Nov 23, 2026, 9:00 AM", in the interface language. */
export const renderLabel = (render: Render, locale: string = i18n.language) =>
  [
    i18n.t(`publishing:formats.${formatKeys[render.format]}`),
    render.resolution,
    render.durationSeconds !== undefined && formatClock(render.durationSeconds),
    i18n.t('publishing:form.renderMade', { date: formatDateTime(render.createdAt, locale) }),
  ]
    .filter(Boolean)
    .join(' · ');

/** A field's problem, under it (its id goes in the control's aria-describedby). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** How much of YouTube's limit a field uses. */
function Counter({ id, used, limit, unit }: { id: string; used: number; limit: number; unit: 'characters' | 'bytes' }) {
  const { t } = useTranslation('publishing');
  return (
    <p id={id} className={cn('text-xs tabular-nums', used > limit ? 'font-medium text-danger' : 'text-muted-foreground')}>
      {t(`form.counter.${unit}`, { used, limit })}
    </p>
  );
}

function Checkbox({
  id,
  checked,
  disabled,
  onChange,
  describedBy,
  children,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn('flex w-fit items-center gap-2.5 text-sm', disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer')}>
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

/** The ids an element is described by, without the missing ones. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The Publish form: what goes to YouTube (defaults from the project's SEO), checked by the
 * contract before it is sent. What is typed is kept for this browser tab (a reload keeps it) until
 * the video is sent.
 */
export function PublishForm({
  project,
  channels,
  lapsed,
  renders,
}: {
  project: Project;
  /** The connected channels (at least one). */
  channels: Channel[];
  /** Channels YouTube no longer accepts: named, so the creator knows where they went. */
  lapsed: Channel[];
  /** Finished renders, newest first (at least one). */
  renders: Render[];
}) {
  const { t, i18n: current } = useTranslation('publishing');
  const locale = current.language;
  const id = useId();
  const ids = Object.fromEntries(fieldOrder.map((field) => [field, `${id}-${field}`])) as Record<PublishField, string>;
  const draftKey = `publishForm:${project.id}`;
  // Only what the creator changed is kept: the rest follows the project (a new SEO analysis, a new render).
  const [draft, setDraft] = useFormDraft<Partial<PublishDraft>>(draftKey, () => ({}));
  // After the first Publish, the problems follow the typing.
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<PublishErrors>({});
  // The picker's earliest time (the check on Publish is what counts).
  const [openedAt] = useState(() => Date.now());
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePublication(project.id);

  const hasThumbnail = project.thumbnails.some((thumbnail) => thumbnail.chosen);
  const hasVoiceover = project.voiceovers.length > 0;
  const defaults = publishDefaults(project, { channelId: channels[0]!.id, renderId: renders[0]!.id, hasThumbnail, hasVoiceover });
  const valuesOf = (kept: Partial<PublishDraft>): PublishDraft => {
    const values = { ...defaults, ...kept };
    // A channel disconnected or a render deleted since the draft was kept: the first one instead.
    if (!channels.some((channel) => channel.id === values.channelId)) values.channelId = defaults.channelId;
    if (!renders.some((render) => render.id === values.renderId)) values.renderId = defaults.renderId;
    return values;
  };
  const values = valuesOf(draft);
  const thumbnail = hasThumbnail && values.thumbnail;
  const captions = hasVoiceover && values.captions;

  const errorId = (field: PublishField) => errors[field] && `${ids[field]}-error`;

  // Checked against the clock when asked (the time must still be in the future).
  const check = (next: PublishDraft) => publicationInputOf(next, { hasThumbnail, hasVoiceover });

  function change<Field extends keyof PublishDraft>(field: Field, value: PublishDraft[Field]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (checked) setErrors(check(valuesOf(next)).errors ?? {});
  }

  function focusFirstProblem(problems: PublishErrors) {
    const first = fieldOrder.find((field) => problems[field]);
    const element = first && document.getElementById(ids[first]);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setChecked(true);
    setFailure(null);
    const result = check(values);
    setErrors(result.errors ?? {});
    if (!result.input) {
      focusFirstProblem(result.errors);
      return;
    }
    const channelName = channels.find((channel) => channel.id === result.input.channelId)?.name ?? t('form.yourChannel');
    create.mutate(result.input, {
      onSuccess: (publication) => {
        toast(
          publication.publishAt
            ? {
                title: t('form.scheduledTitle'),
                description: t('form.scheduledDescription', {
                  title: publication.title,
                  channel: channelName,
                  when: formatDateTime(publication.publishAt, locale),
                }),
              }
            : {
                title: t('form.startedTitle'),
                description: t('form.startedDescription', { title: publication.title, channel: channelName }),
              },
        );
        // Cleared: the next publication starts from the project's defaults again.
        setDraft({});
        forgetFormDraft(draftKey);
        setChecked(false);
      },
      onError: (error) => setFailure(failureMessage(error)),
    });
  }

  const titleSuggestions = [...new Set(project.seo?.analysis.titles ?? [])].filter(Boolean);
  const tagsLength = youtubeTagsLength(splitTags(values.tags));
  const lapsedNames = lapsed.map((channel) => channel.name).join(', ');
  const action = values.scheduled ? t('form.schedule') : t('form.publish');
  const categoryName = (category: YoutubeCategoryId) => t(`categories.${category}`);
  const categoriesByName = [...youtubeCategoryIds].sort((a, b) => categoryName(a).localeCompare(categoryName(b), locale));

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={t('form.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.channelId}>{t('form.channel')}</Label>
          <select
            id={ids.channelId}
            className={cn(fieldClass, 'h-10')}
            value={values.channelId}
            aria-invalid={Boolean(errors.channelId)}
            aria-describedby={describedBy(lapsed.length > 0 && `${ids.channelId}-lapsed`, errorId('channelId'))}
            onChange={(event) => change('channelId', event.target.value)}
          >
            {channels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
              </option>
            ))}
          </select>
          {lapsed.length > 0 && (
            <p id={`${ids.channelId}-lapsed`} className="text-xs text-muted-foreground">
              <Trans
                t={t}
                i18nKey="form.lapsed"
                count={lapsed.length}
                values={{ names: lapsedNames }}
                components={{
                  pageLink: <Link href={pagePaths.account} className="font-medium text-primary underline-offset-4 hover:underline" />,
                }}
              />
            </p>
          )}
          <FieldError id={`${ids.channelId}-error`} message={errors.channelId} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.renderId}>{t('form.video')}</Label>
          <select
            id={ids.renderId}
            className={cn(fieldClass, 'h-10')}
            value={values.renderId}
            aria-invalid={Boolean(errors.renderId)}
            aria-describedby={describedBy(errorId('renderId'))}
            onChange={(event) => change('renderId', event.target.value)}
          >
            {renders.map((render) => (
              <option key={render.id} value={render.id}>
                {renderLabel(render, locale)}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.renderId}-error`} message={errors.renderId} />
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.title}>{t('form.title')}</Label>
        <Input
          id={ids.title}
          value={values.title}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy(`${ids.title}-count`, errorId('title'))}
          onChange={(event) => change('title', event.target.value)}
        />
        <Counter id={`${ids.title}-count`} used={values.title.length} limit={youtubeLimits.titleChars} unit="characters" />
        <FieldError id={`${ids.title}-error`} message={errors.title} />
        {titleSuggestions.length > 0 && (
          <div role="group" aria-label={t('form.titleSuggestionsLabel')} className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-muted-foreground">{t('form.titleSuggestions')}</span>
            {titleSuggestions.map((title) => (
              <Button
                key={title}
                type="button"
                variant="outline"
                size="sm"
                className="h-auto max-w-full py-1 text-left whitespace-normal"
                aria-pressed={values.title === title}
                onClick={() => change('title', title)}
              >
                {title}
              </Button>
            ))}
          </div>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.description}>{t('form.description')}</Label>
        <textarea
          id={ids.description}
          rows={8}
          className={cn(fieldClass, 'min-h-32 resize-y aria-invalid:border-destructive')}
          value={values.description}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy(`${ids.description}-count`, errorId('description'))}
          onChange={(event) => change('description', event.target.value)}
        />
        <Counter id={`${ids.description}-count`} used={utf8Bytes(values.description)} limit={youtubeLimits.descriptionBytes} unit="bytes" />
        <FieldError id={`${ids.description}-error`} message={errors.description} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.tags}>{t('form.tags')}</Label>
        <Input
          id={ids.tags}
          value={values.tags}
          placeholder={t('form.tagsPlaceholder')}
          aria-invalid={Boolean(errors.tags)}
          aria-describedby={describedBy(`${ids.tags}-hint`, `${ids.tags}-count`, errorId('tags'))}
          onChange={(event) => change('tags', event.target.value)}
        />
        <p id={`${ids.tags}-hint`} className="text-xs text-muted-foreground">
          {t('form.tagsHint')}
        </p>
        <Counter id={`${ids.tags}-count`} used={tagsLength} limit={youtubeLimits.tagsChars} unit="characters" />
        <FieldError id={`${ids.tags}-error`} message={errors.tags} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.categoryId}>{t('form.category')}</Label>
          <select
            id={ids.categoryId}
            className={cn(fieldClass, 'h-10')}
            value={values.categoryId}
            aria-invalid={Boolean(errors.categoryId)}
            aria-describedby={describedBy(errorId('categoryId'))}
            onChange={(event) => change('categoryId', event.target.value as YoutubeCategoryId)}
          >
            {categoriesByName.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.categoryId}-error`} message={errors.categoryId} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.language}>{t('form.language')}</Label>
          <Input
            id={ids.language}
            value={values.language}
            className="h-10"
            aria-invalid={Boolean(errors.language)}
            aria-describedby={describedBy(`${ids.language}-hint`, errorId('language'))}
            onChange={(event) => change('language', event.target.value)}
          />
          <p id={`${ids.language}-hint`} className="text-xs text-muted-foreground">
            {t('form.languageHint')}
          </p>
          <FieldError id={`${ids.language}-error`} message={errors.language} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="grid min-w-0 content-start gap-2" aria-describedby={describedBy(errorId('privacy'))}>
          <legend className="mb-2 text-sm font-medium">{t('form.privacy')}</legend>
          {values.scheduled ? (
            <p id={ids.privacy} tabIndex={-1} className="text-sm">
              <Trans t={t} i18nKey="form.publicAtScheduledTime" components={{ muted: <span className="text-muted-foreground" /> }} />
            </p>
          ) : (
            videoPrivacies.map((privacy, index) => (
              <label key={privacy} className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
                <input
                  id={index === 0 ? ids.privacy : undefined}
                  type="radio"
                  name={`${id}-privacy`}
                  value={privacy}
                  checked={values.privacy === privacy}
                  className="size-4 accent-primary"
                  onChange={() => change('privacy', privacy)}
                />
                {t(`form.privacyOptions.${privacy}`)}
              </label>
            ))
          )}
          <FieldError id={`${ids.privacy}-error`} message={errors.privacy} />
        </fieldset>
        <div
          role="radiogroup"
          aria-labelledby={`${ids.madeForKids}-legend`}
          aria-invalid={Boolean(errors.madeForKids)}
          aria-describedby={describedBy(`${ids.madeForKids}-hint`, errorId('madeForKids'))}
          className="grid content-start gap-2"
        >
          <p id={`${ids.madeForKids}-legend`} className="mb-2 text-sm font-medium">
            {t('form.madeForKids')}
          </p>
          {[true, false].map((answer) => (
            <label key={String(answer)} className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
              <input
                id={answer ? ids.madeForKids : undefined}
                type="radio"
                name={`${id}-made-for-kids`}
                checked={values.madeForKids === answer}
                className="size-4 accent-primary"
                onChange={() => change('madeForKids', answer)}
              />
              {answer ? t('form.madeForKidsYes') : t('form.madeForKidsNo')}
            </label>
          ))}
          <p id={`${ids.madeForKids}-hint`} className="text-xs text-muted-foreground">
            {t('form.madeForKidsHint')}
          </p>
          <FieldError id={`${ids.madeForKids}-error`} message={errors.madeForKids} />
        </div>
      </div>

      <div className="grid gap-2">
        <Checkbox id={`${id}-scheduled`} checked={values.scheduled} onChange={(on) => change('scheduled', on)}>
          {t('form.scheduleLater')}
        </Checkbox>
        {values.scheduled && (
          <div className="grid gap-2 pl-6.5">
            <Label htmlFor={ids.publishAt}>{t('form.publishAt')}</Label>
            <Input
              id={ids.publishAt}
              type="datetime-local"
              className="h-10 w-fit"
              min={toDateTimeLocal(new Date(openedAt))}
              value={values.publishAt}
              aria-invalid={Boolean(errors.publishAt)}
              aria-describedby={describedBy(`${ids.publishAt}-hint`, errorId('publishAt'))}
              onChange={(event) => change('publishAt', event.target.value)}
            />
            <p id={`${ids.publishAt}-hint`} className="text-xs text-muted-foreground">
              {t('form.publishAtHint')}
            </p>
            <FieldError id={`${ids.publishAt}-error`} message={errors.publishAt} />
          </div>
        )}
      </div>

      <div className="grid gap-3">
        <div className="grid gap-1">
          <Checkbox
            id={ids.thumbnail}
            checked={thumbnail}
            disabled={!hasThumbnail}
            describedBy={describedBy(!hasThumbnail && `${ids.thumbnail}-why`, errorId('thumbnail'))}
            onChange={(on) => change('thumbnail', on)}
          >
            {t('form.thumbnail')}
          </Checkbox>
          {!hasThumbnail && (
            <p id={`${ids.thumbnail}-why`} className="pl-6.5 text-xs text-muted-foreground">
              {t('messages.noThumbnail')}
            </p>
          )}
          <FieldError id={`${ids.thumbnail}-error`} message={errors.thumbnail} />
        </div>
        <div className="grid gap-1">
          <Checkbox
            id={ids.captions}
            checked={captions}
            disabled={!hasVoiceover}
            describedBy={describedBy(!hasVoiceover && `${ids.captions}-why`, errorId('captions'))}
            onChange={(on) => change('captions', on)}
          >
            {t('form.captions')}
          </Checkbox>
          {!hasVoiceover && (
            <p id={`${ids.captions}-why`} className="pl-6.5 text-xs text-muted-foreground">
              {t('form.noVoiceover')}
            </p>
          )}
          <FieldError id={`${ids.captions}-error`} message={errors.captions} />
        </div>
      </div>

      <PublishQuota channelId={values.channelId} thumbnail={thumbnail} captions={captions} />

      <div className="grid gap-3">
        <Button type="submit" className="w-full sm:w-fit" aria-disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
          {create.isPending ? (values.scheduled ? t('form.scheduling') : t('form.publishing')) : action}
        </Button>
        {Object.keys(errors).length > 0 && (
          <p className="text-sm text-danger" data-testid="publish-problems">
            {t('form.problems')}
          </p>
        )}
        {failure && (
          <p role="alert" className="rounded-lg border border-danger-line bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
