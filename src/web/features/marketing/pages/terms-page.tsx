import { LegalDocument } from '../components/legal-document';
import { termsOfService } from '../content/legal';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The rules for using Genesis Studio: your account, plans and payments, your content, acceptable use and AI output."
      source={termsOfService}
    />
  );
}
