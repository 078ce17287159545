import { TriangleAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccountInput } from '@shared/contracts/account';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { PasswordField } from '@/components/ui/password-field';
import { useAuth } from '@/features/auth';
import { useDeleteAccount } from '../api/delete-account';
import { useSectionForm } from '../hooks/use-section-form';
import { checkWith } from '../lib/check';
import { AccountSection, SectionSubmit } from './account-section';
import { FormFeedback } from './form-feedback';

/** The dialog's form: the password confirms it is the owner; then the account is gone and so is the session. */
function DeleteAccountForm({ mutation }: { mutation: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useTranslation('account');
  const { forgetSession } = useAuth();
  const form = useSectionForm({
    initialValues: { password: '' },
    feedbackId: 'delete-account-feedback',
    check: (values) => checkWith(deleteAccountInput, values),
    mutation,
    success: () => t('messages.accountDeleted'),
    fieldOfCode: { WRONG_PASSWORD: 'password' },
    onSuccess: () => {
      forgetSession();
      toast({ variant: 'success', title: t('deleteAccount.deletedToast'), description: t('messages.accountDeleted') });
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label={t('deleteAccount.title')}>
      <PasswordField
        id="delete-account-password"
        label={t('deleteAccount.passwordLabel')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <FormFeedback id={form.feedbackId} feedback={form.feedback?.kind === 'error' ? form.feedback : null} />
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={form.busy}>
            {t('deleteAccount.cancel')}
          </Button>
        </DialogClose>
        <SectionSubmit variant="destructive" busy={form.busy} label={t('deleteAccount.confirm')} busyLabel={t('deleteAccount.deleting')} />
      </DialogFooter>
    </form>
  );
}

export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccount();
  const busy = mutation.isPending;

  return (
    <AccountSection id="delete" title={t('deleteAccount.title')} danger description={t('deleteAccount.description')} icon={Trash2}>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogTrigger asChild>
          <Button type="button" variant="destructive" className="w-full sm:w-auto">
            <Trash2 aria-hidden />
            {t('deleteAccount.title')}
          </Button>
        </DialogTrigger>
        <DialogContent hideClose={busy}>
          <DialogHeader>
            <span aria-hidden className="mx-auto flex size-11 items-center justify-center rounded-full bg-danger-soft text-danger sm:mx-0">
              <TriangleAlert className="size-5" />
            </span>
            <DialogTitle>{t('deleteAccount.dialogTitle')}</DialogTitle>
            <DialogDescription>{t('deleteAccount.dialogDescription')}</DialogDescription>
          </DialogHeader>
          {open && <DeleteAccountForm mutation={mutation} />}
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
