import { UserRound } from 'lucide-react';
import { accountMessages, updateProfileInput } from '@shared/contracts/account';
import type { PublicUser } from '@shared/contracts/auth';
import { NAME_MAX_LENGTH } from '@shared/catalog/limits';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { useUpdateProfile } from '../api/profile';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { AccountSection, FormActions, SectionSubmit } from './account-section';
import { FormFeedback } from './form-feedback';

export function ProfileSection({ user }: { user: PublicUser }) {
  const form = useSectionForm({
    initialValues: { name: user.name },
    check: (values) => checkWith(updateProfileInput, values),
    mutation: useUpdateProfile(),
    success: () => accountMessages.nameSaved,
  });
  const invalid = form.invalidField === 'name';

  return (
    <AccountSection id="profile" title="Profile" description="The name the studio greets you by." icon={UserRound}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label="Profile">
        <FormField id="account-name" label="Name">
          <Input
            id="account-name"
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH + 20}
            value={form.values.name}
            onChange={form.update('name')}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'account-name-feedback' : undefined}
          />
        </FormField>
        <FormActions>
          <SectionSubmit busy={form.busy} label="Save name" busyLabel="Saving..." />
          <FormFeedback id="account-name-feedback" feedback={form.feedback} />
        </FormActions>
      </form>
    </AccountSection>
  );
}
