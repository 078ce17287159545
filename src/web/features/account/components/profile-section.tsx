import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { profileNameInput } from '@shared/contracts/account';
import type { PublicUser } from '@shared/contracts/auth';
import { NAME_MAX_LENGTH } from '@shared/catalog/limits';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { useUpdateProfile } from '../api/profile';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { AccountSection, FormFooter } from './account-section';

export function ProfileSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const form = useSectionForm({
    initialValues: { name: user.name },
    feedbackId: 'account-name-feedback',
    check: (values) => checkWith(profileNameInput, values),
    mutation: useUpdateProfile(),
    success: () => t('messages.nameSaved'),
  });

  return (
    <AccountSection id="profile" title={t('profile.title')} description={t('profile.description')} icon={UserRound}>
      <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label={t('profile.title')}>
        <FormField id="account-name" label={t('profile.nameLabel')}>
          <Input id="account-name" autoComplete="name" maxLength={NAME_MAX_LENGTH + 20} {...form.field('name')} />
        </FormField>
        <FormFooter form={form} label={t('profile.save')} busyLabel={t('profile.saving')} />
      </form>
    </AccountSection>
  );
}
