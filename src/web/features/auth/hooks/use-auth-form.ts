import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { AuthProblem, AuthSession } from '@shared/contracts/auth';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/components/ui/use-toast';
import { usePrerenderedForm } from '@/hooks/use-prerendered-form';
import { destinationAfterAuth, type AuthFlow } from '../lib/auth-flow';
import { failureMessage, problemToast } from '../lib/failure-message';
import { useAuth } from '../use-auth';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

interface AuthFormOptions<T> {
  initialValues: T;
  flow: AuthFlow;
  /** The form's rules (shared with the server); a problem is toasted and nothing is sent. */
  problemOf: (values: T) => AuthProblem | null;
  submit: (values: T) => Promise<AuthSession>;
  failure: { title: string; fallback: string };
}

/** The login and register forms' behaviour: values, checks, the call, sign-in and the delayed redirect. */
export function useAuthForm<T extends object>({ initialValues, flow, problemOf, submit, failure }: AuthFormOptions<T>) {
  const { signIn } = useAuth();
  const { redirecting, redirect } = useRedirectAfterAuth();
  useEffect(preloadToaster, []);
  const [values, setValues] = useState<T>(initialValues);
  const { formRef, hydrated } = usePrerenderedForm((typed) => {
    const fields = Object.keys(initialValues).filter((field) => field in typed);
    setValues((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, typed[field]])) }));
  });
  const mutation = useMutation({
    mutationFn: submit,
    // The session goes to the auth provider, the one place the signed-in user is kept.
    onSuccess: (session) => {
      signIn(session);
      redirect(destinationAfterAuth(flow, session.user));
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: failure.title, description: failureMessage(error, failure.fallback) });
    },
  });
  const busy = mutation.isPending || redirecting;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = problemOf(values);
    if (problem) {
      const { title, message } = problemToast(problem);
      toast({ variant: 'destructive', title, description: message });
      return;
    }
    mutation.mutate(values);
  }

  const update = (field: keyof T) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return { values, update, onSubmit, busy, formRef, hydrated };
}
