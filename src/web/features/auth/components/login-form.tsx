import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { loginProblem, type LoginValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { EmailField } from '@/components/ui/email-field';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath, type AuthFlow } from '../lib/auth-flow';
import { AuthSubmit } from './auth-fields';

export function LoginForm({ flow }: { flow: AuthFlow }) {
  const { t } = useTranslation('auth');
  const { values, update, onSubmit, busy, formRef, hydrated } = useAuthForm<LoginValues>({
    initialValues: { email: '', password: '' },
    flow,
    problemOf: loginProblem,
    submit: login,
    failure: { title: t('login.failedTitle'), fallback: t('login.failedFallback') },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('login.formLabel')}>
      <EmailField id="login-email" value={values.email} onChange={update('email')} />
      <FormField id="login-password" label={t('fields.password')}>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={values.password}
          onChange={update('password')}
        />
        <Link
          href={pagePaths.forgotPassword}
          className="-mt-0.5 justify-self-end rounded-sm text-sm font-medium text-primary hover:underline"
        >
          {t('login.forgotPassword')}
        </Link>
      </FormField>
      <AuthSubmit busy={busy} ready={hydrated} label={t('login.submit')} busyLabel={t('login.submitting')} />
    </form>
  );
}

export function LoginFooter({ flow }: { flow: AuthFlow }) {
  const { t } = useTranslation('auth');
  return (
    <p>
      {t('login.noAccount')}{' '}
      <Link href={authPath(pagePaths.register, flow)} className="font-semibold text-primary hover:underline">
        {t('login.createOne')}
      </Link>
    </p>
  );
}
