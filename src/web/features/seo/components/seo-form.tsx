import { CheckCircle2, AlertTriangle, XCircle, Search, MinusCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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
import { scoreBandClasses } from '../lib/failure-message';

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

const statusIcons: Record<SeoCheckStatus, { icon: typeof CheckCircle2; className: string; label: string }> = {
  pass: { icon: CheckCircle2, className: 'text-success', label: 'Passed' },
  warn: { icon: AlertTriangle, className: 'text-warning', label: 'Warning' },
  fail: { icon: XCircle, className: 'text-danger', label: 'Failed' },
};
/** A check that reads English only, on text in another language: not run, not scored. */
const notCheckedIcon = { icon: MinusCircle, className: 'text-muted-foreground', label: 'Not checked' };
const iconOf = (check: SeoCheck) => (check.englishOnly ? notCheckedIcon : statusIcons[check.status]);

export function SeoForm({ values, onChange, onSubmit, isPending, result, contentHint, contentAction }: SeoFormProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-6">
      <FormCard
        title="SEO Optimization"
        description="Paste your script or description to score it and get suggestions."
        onSubmit={onSubmit}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-content`}>Content to Analyze</Label>
          <textarea
            id={`${id}-content`}
            rows={8}
            placeholder="Paste your video script, description or notes..."
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
            label="Target Audience"
            value={values.targetAudience}
            options={seoAudiences}
            onChange={(targetAudience) => onChange({ ...values, targetAudience })}
          />
          <SelectField
            id={`${id}-competition`}
            label="Competition"
            value={values.competition}
            options={seoCompetitionLevels}
            onChange={(competition) => onChange({ ...values, competition })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="brand" size="lg" disabled={isPending}>
            <Search aria-hidden />
            {isPending ? 'Analyzing...' : 'Analyze & Optimize'}
          </Button>
          <UpgradeButton variant="inline" size="md" />
        </div>
      </FormCard>

      {result && (
        <Card role="region" aria-label="SEO Score">
          <CardHeader>
            <CardTitle className="text-lg">SEO Score</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div
              data-testid="seo-score"
              data-band={scoreBand(result.seoScore)}
              className={cn('rounded-xl border p-4 text-center', scoreBandClasses[scoreBand(result.seoScore)])}
            >
              <span className="text-4xl font-bold">{result.seoScore}</span>
              <span className="text-lg font-medium">/100</span>
            </div>
            <ul aria-label="SEO checks" className="grid gap-2">
              {result.checks.map((check) => {
                const { icon: Icon, className, label } = iconOf(check);
                return (
                  <li key={check.id} className="flex items-start gap-2 text-sm">
                    <Icon role="img" aria-label={label} className={cn('mt-0.5 size-4 shrink-0', className)} />
                    <span>
                      <span className="font-medium">{check.label}</span>
                      {check.englishOnly && (
                        <Badge variant="outline" className="ml-2 px-1.5 py-0 text-[10px] text-muted-foreground">
                          English only
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
