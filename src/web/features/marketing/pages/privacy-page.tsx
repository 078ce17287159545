import { LegalDocument } from '../components/legal-document';
import { useSupportEmail } from '@/lib/support-email';
import { privacyPolicy, withSupportContact } from '../content/legal';

export function PrivacyPage() {
  const supportEmail = useSupportEmail();
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What Genesis Studio stores about you, why, and how you stay in control of your data."
      source={withSupportContact(privacyPolicy, supportEmail)}
    />
  );
}
