import { Copy, Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_WINDOW_DAYS } from '@shared/catalog/affiliates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyText } from '@/lib/copy-text';
import { affiliateLink } from '../lib/format';

/** The link to share (this site with ?ref={code}) and a Copy button. */
export function AffiliateLinkBox({ code }: { code: string }) {
  const { t } = useTranslation('affiliates');
  const id = useId();
  const link = affiliateLink(code);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Share2 aria-hidden className="size-5 text-primary" />
          {t('link.title')}
        </CardTitle>
        <CardDescription>{t('link.description', { count: REFERRAL_WINDOW_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={`${id}-link`} className="sr-only">
          {t('link.label')}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-link`}
            data-testid="affiliate-link"
            readOnly
            value={link}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="brand" className="h-11" onClick={() => void copyText(link, t('link.label'))}>
            <Copy aria-hidden />
            {t('link.copy')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('link.code')}{' '}
          <span data-testid="affiliate-code" className="font-mono font-semibold text-foreground">
            {code}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
