import { CheckCircle2, AlertTriangle, XCircle, Search, MinusCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreBand, seoAudiences, seoCompetitionLevels, type SeoAudience, type SeoCompetition } from '@shared/catalog/seo';
import type { SeoAnalysisResponse, SeoCheck, SeoCheckStatus } from '@shared/contracts/seo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldClass, SelectField } from '@/components/ui/select-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormCard } from '@/components/ui/form-card';
import { Label } from '@/components/ui/label';
import { UpgradeButton } from '@/features/billing';
import { cn } from '@/lib/cn';
import { audienceKeys, competitionKeys, scoreBandClasses } from '../lib/failure-message';

export interface SeoFormValues {
  content: string;
  targetAudience: SeoAudience;
  competition: SeoCompetition;
}

type SeoFormProps = {
  values: SeoFormValues;
  onChange: (values: SeoFormValues) => void;
  onSubmit: () => void;
  isPending: boolean;
  result: SeoAnalysisResponse | null;
  /** Said under the content box: where its text comes from (the open project's script). */
  contentHint?: string | undefined;
  /** Beside the hint: a way back to that text. */
  contentAction?: ReactNode;
};

type CheckIcon = { icon: typeof CheckCircle2; className: string; label: 'passed' | 'warning' | 'failed' | 'notChecked' };
const statusIcons: Record<SeoCheckStatus, CheckIcon> = {
  pass: { icon: CheckCircle2, className: 'text-success', label: 'passed' },
  warn: { icon: AlertTriangle, className: 'text-warning', label: 'warning' },
  fail: { icon: XCircle, className: 'text-danger', label: 'failed' },
};
/** A check that reads English only, on text in another language: not run, not scored. */
const notCheckedIcon: CheckIcon = { icon: MinusCircle, className: 'text-muted-foreground', label: 'notChecked' };
const iconOf = (check: SeoCheck) => (check.englishOnly ? notCheckedIcon : statusIcons[check.status]);

export function SeoForm({ values, onChange, onSubmit, isPending, result, contentHint, contentAction }: SeoFormProps) {
  const { t } = useTranslation('seo');
  const id = useId();
  return (
    <div className="grid content-start gap-6">
      <FormCard title={t('form.title')} description={t('form.description')} onSubmit={onSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-content`}>{t('form.contentLabel')}</Label>
          <textarea
            id={`${id}-content`}
            rows={8}
            placeholder={t('form.contentPlaceholder')}
            className={cn(fieldClass, 'resize-y')}
            value={values.content}
            aria-describedby={contentHint ? `${id}-content-hint` : undefined}
            onChange={(event) => onChange({ ...values, content: event.target.value })}
          />
          {contentHint && (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <p id={`${id}-content-hint`}>{contentHint}</p>
              {contentAction}
            </div>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-audience`}
            label={t('form.audienceLabel')}
            value={values.targetAudience}
            options={seoAudiences}
            optionLabel={(audience) => t(`audiences.${audienceKeys[audience]}`)}
            onChange={(targetAudience) => onChange({ ...values, targetAudience })}
          />
          <SelectField
            id={`${id}-competition`}
            label={t('form.competitionLabel')}
            value={values.competition}
            options={seoCompetitionLevels}
            optionLabel={(competition) => t(`competitionLevels.${competitionKeys[competition]}`)}
            onChange={(competition) => onChange({ ...values, competition })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="brand" size="lg" disabled={isPending}>
            <Search aria-hidden />
            {isPending ? t('form.analyzing') : t('form.submit')}
          </Button>
          <UpgradeButton variant="inline" size="md" />
        </div>
      </FormCard>

      {result && (
        <Card role="region" aria-label={t('score.title')}>
          <CardHeader>
            <CardTitle className="text-lg">{t('score.title')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div
              data-testid="seo-score"
              data-band={scoreBand(result.seoScore)}
              className={cn('rounded-xl border p-4 text-center', scoreBandClasses[scoreBand(result.seoScore)])}
            >
              <span className="text-4xl font-bold">{result.seoScore}</span>
              <span className="text-lg font-medium">{t('score.outOf')}</span>
            </div>
            <ul aria-label={t('score.checks')} className="grid gap-2">
              {result.checks.map((check) => {
                const { icon: Icon, className, label } = iconOf(check);
                return (
                  <li key={check.id} className="flex items-start gap-2 text-sm">
                    <Icon role="img" aria-label={t(`score.${label}`)} className={cn('mt-0.5 size-4 shrink-0', className)} />
                    <span>
                      <span className="font-medium">{check.label}</span>
                      {check.englishOnly && (
                        <Badge variant="outline" className="ml-2 px-1.5 py-0 text-[10px] text-muted-foreground">
                          {t('score.englishOnly')}
                        </Badge>
                      )}
                      <span className="block text-muted-foreground">{check.reason}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
