import { UserRound } from 'lucide-react';
import { accountMessages, profileNameInput } from '@shared/contracts/account';
import type { PublicUser } from '@shared/contracts/auth';
import { NAME_MAX_LENGTH } from '@shared/catalog/limits';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { useUpdateProfile } from '../api/profile';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { AccountSection, FormFooter } from './account-section';

export function ProfileSection({ user }: { user: PublicUser }) {
  const form = useSectionForm({
    initialValues: { name: user.name },
    feedbackId: 'account-name-feedback',
    check: (values) => checkWith(profileNameInput, values),
    mutation: useUpdateProfile(),
    success: () => accountMessages.nameSaved,
  });

  return (
    <AccountSection id="profile" title="Profile" description="The name the studio greets you by." icon={UserRound}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label="Profile">
        <FormField id="account-name" label="Name">
          <Input id="account-name" autoComplete="name" maxLength={NAME_MAX_LENGTH + 20} {...form.field('name')} />
        </FormField>
        <FormFooter form={form} label="Save name" busyLabel="Saving..." />
      </form>
    </AccountSection>
  );
}
