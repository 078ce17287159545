import { LegalDocument } from '../components/legal-document';
import { useSupportEmail } from '@/lib/support-email';
import { termsOfService, withSupportContact } from '../content/legal';

export function TermsPage() {
  const supportEmail = useSupportEmail();
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The rules for using Genesis Studio: your account, plans and payments, your content, acceptable use and AI output."
      source={withSupportContact(termsOfService, supportEmail)}
    />
  );
}
