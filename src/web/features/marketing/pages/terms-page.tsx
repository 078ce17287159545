import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/legal-document';
import { useDocument } from '../content/documents';

export function TermsPage() {
  const { t } = useTranslation('marketing');
  const source = useDocument('terms-of-service');
  return <LegalDocument title={t('legal.terms.title')} summary={t('legal.terms.summary')} source={source} />;
}
