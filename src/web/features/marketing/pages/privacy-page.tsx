import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';
import { useDocument } from '../content/documents';

export function PrivacyPage() {
  const { t } = useTranslation('marketing');
  const source = useDocument('privacy-policy');
  return <LegalDocument title={t('legal.privacy.title')} summary={t('legal.privacy.summary')} source={source} />;
}
