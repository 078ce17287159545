import { Palette } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/language';
import { AppearanceChoice } from '@/features/theme';
import { AccountSection } from './account-section';

export function AppearanceSection() {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <AccountSection id="appearance" title={t('appearance.title')} description={t('appearance.description')} icon={Palette}>
      <div className="grid gap-6">
        <AppearanceChoice />
        <div className="grid gap-1.5">
          <LanguageSwitch className="w-fit rounded-lg border border-border bg-card px-3 py-1.5" aria-describedby={hintId} />
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('appearance.languageHint')}
          </p>
        </div>
      </div>
    </AccountSection>
  );
}
