import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import type { BlogArticleSummary } from '../content/blog-index';
import { formatIsoDate } from '../lib/format-date';

/** Author, date and read time of an article, on one wrapping line. */
export function ArticleMeta({ article, className }: { article: BlogArticleSummary; className?: string }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <li className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden className="size-4" />
        {article.author}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        <time dateTime={article.publishDate}>{formatIsoDate(article.publishDate, format.locale)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {t('article.readTime', { minutes: format.number(article.readTime) })}
      </li>
    </ul>
  );
}

export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  const { t } = useTranslation('marketing');
  return (
    <ul aria-label={t('article.tags')} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
