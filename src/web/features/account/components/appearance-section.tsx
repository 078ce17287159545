import { Palette } from 'lucide-react';
import { AppearanceChoice } from '@/features/theme';
import { AccountSection } from './account-section';

export function AppearanceSection() {
  return (
    <AccountSection id="appearance" title="Appearance" description="How the studio looks, on every device you sign in on." icon={Palette}>
      <AppearanceChoice />
    </AccountSection>
  );
}
