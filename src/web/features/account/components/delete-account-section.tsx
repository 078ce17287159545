import { TriangleAlert, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { accountMessages, deleteAccountInput } from '@shared/contracts/account';
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
  const { forgetSession } = useAuth();
  const form = useSectionForm({
    initialValues: { password: '' },
    feedbackId: 'delete-account-feedback',
    check: (values) => checkWith(deleteAccountInput, values),
    mutation,
    success: () => accountMessages.accountDeleted,
    fieldOfCode: { WRONG_PASSWORD: 'password' },
    onSuccess: () => {
      forgetSession();
      toast({ variant: 'success', title: 'Account Deleted', description: accountMessages.accountDeleted });
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-4" aria-label="Delete account">
      <PasswordField id="delete-account-password" label="Your password" autoComplete="current-password" {...form.field('password')} />
      <FormFeedback id={form.feedbackId} feedback={form.feedback?.kind === 'error' ? form.feedback : null} />
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={form.busy}>
            Cancel
          </Button>
        </DialogClose>
        <SectionSubmit variant="destructive" busy={form.busy} label="Delete my account" busyLabel="Deleting..." />
      </DialogFooter>
    </form>
  );
}

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccount();
  const busy = mutation.isPending;

  return (
    <AccountSection
      id="delete"
      title="Delete account"
      danger
      description="Deletes your account and everything in it for good: projects, scripts, images, voice profiles and conversations. An active subscription is cancelled. This cannot be undone."
      icon={Trash2}
    >
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogTrigger asChild>
          <Button type="button" variant="destructive" className="w-full sm:w-auto">
            <Trash2 aria-hidden />
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent hideClose={busy}>
          <DialogHeader>
            <span aria-hidden className="mx-auto flex size-11 items-center justify-center rounded-full bg-danger-soft text-danger sm:mx-0">
              <TriangleAlert className="size-5" />
            </span>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Everything you have made here is deleted at once and cannot be brought back. Export your data first if you want to keep it.
              Enter your password to confirm.
            </DialogDescription>
          </DialogHeader>
          {open && <DeleteAccountForm mutation={mutation} />}
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
