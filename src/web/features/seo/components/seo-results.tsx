import { Copy, Info, ListOrdered, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SeoAnalysisResponse } from '@shared/contracts/seo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EngineFallbackNote } from '@/components/engine-fallback-note';
import { copyText } from '@/lib/copy-text';
import { textEngineLabel } from '@/lib/text-engine-label';

function CopyButton({ text, what, label }: { text: string; what: string; label: string }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={() => void copyText(text, what)}>
      <Copy aria-hidden />
    </Button>
  );
}

/** What the open project kept with its analysis: what was analysed and the description's chapters. */
export interface KeptAnalysis {
  /** 'Script version 3', 'Your own text' …, and whether the script changed since. */
  basis: string;
  chapterCount: number;
  /** Why the description has no chapters, when it has none. */
  chaptersNote: string | null;
}

export function SeoResults({ result, kept }: { result: SeoAnalysisResponse | null; kept?: KeptAnalysis | undefined }) {
  const { t } = useTranslation('seo');
  if (!result) {
    return (
      <Card>
        <CardContent>
          <EmptyState icon={Search} className="py-20">
            {t('results.empty')}
          </EmptyState>
        </CardContent>
      </Card>
    );
  }
  const tags = result.tags.join(', ');
  return (
    <div className="grid content-start gap-6">
      <div className="-mb-2 grid gap-1 text-sm text-muted-foreground">
        {kept && <p>{kept.basis}</p>}
        {/* The analyzer always scores; a model, when one is set, writes the titles and description. */}
        <p data-testid="seo-engine">{t('results.engine', { engine: textEngineLabel(result.engine, result.model) })}</p>
      </div>
      {result.fallbackFrom && <EngineFallbackNote capability="seo" fallback={result.fallbackFrom} outcome={t('results.fallbackOutcome')} />}
      <Card role="region" aria-label={t('results.titlesTitle')}>
        <CardHeader>
          <CardTitle className="text-lg">{t('results.titlesTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {result.titles.map((title, index) => (
              <li key={title} className="flex items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm">
                <span>{title}</span>
                <CopyButton text={title} what={t('results.title')} label={t('results.copyTitle', { number: index + 1 })} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card role="region" aria-label={t('results.descriptionTitle')}>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle className="text-lg">{t('results.descriptionTitle')}</CardTitle>
          <CopyButton text={result.description} what={t('results.description')} label={t('results.copyDescription')} />
        </CardHeader>
        <CardContent className="grid gap-3">
          {kept && kept.chapterCount > 0 && (
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <ListOrdered aria-hidden className="size-3.5 shrink-0" />
              {t('results.chapters', { count: kept.chapterCount })}
            </p>
          )}
          {kept && kept.chapterCount === 0 && kept.chaptersNote && (
            <p className="flex items-start gap-2 rounded-lg border border-border bg-muted/50 p-3 text-xs text-muted-foreground">
              <Info aria-hidden className="mt-px size-3.5 shrink-0" />
              <span>
                <span className="font-medium text-foreground">{t('results.noChapters')} </span>
                {kept.chaptersNote}
              </span>
            </p>
          )}
          <p className="text-sm wrap-anywhere whitespace-pre-wrap">{result.description}</p>
        </CardContent>
      </Card>
      <Card role="region" aria-label={t('results.tagsTitle')}>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle className="text-lg">{t('results.tagsTitle')}</CardTitle>
          <CopyButton text={tags} what={t('results.tags')} label={t('results.copyTags')} />
        </CardHeader>
        <CardContent>
          <ul className="flex flex-wrap gap-2">
            {result.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
