import { LegalDocument } from '../components/legal-document';
import { privacyPolicy } from '../content/legal';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What Genesis Studio stores about you, why, and how you stay in control of your data."
      source={privacyPolicy}
    />
  );
}
