import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/catalog/limits';
import { registrationProblem, type RegistrationValues } from '@shared/contracts/auth';
import { pagePaths } from '@shared/routes';
import { EmailField } from '@/components/ui/email-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordField } from '@/components/ui/password-field';
import { register } from '../api/register';
import { useAuthForm } from '../hooks/use-auth-form';
import { authPath, type AuthFlow } from '../lib/auth-flow';
import { AuthSubmit } from './auth-fields';

const empty: RegistrationValues = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ flow }: { flow: AuthFlow }) {
  const { t } = useTranslation('auth');
  const { values, update, onSubmit, busy, formRef, hydrated } = useAuthForm<RegistrationValues>({
    initialValues: empty,
    flow,
    problemOf: registrationProblem,
    submit: register,
    failure: { title: t('register.failedTitle'), fallback: t('register.failedFallback') },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('register.formLabel')}>
      <FormField id="register-name" label={t('register.nameLabel')}>
        <Input
          id="register-name"
          name="name"
          autoComplete="name"
          placeholder={t('register.namePlaceholder')}
          value={values.name}
          onChange={update('name')}
        />
      </FormField>
      <EmailField id="register-email" value={values.email} onChange={update('email')} />
      <PasswordField
        id="register-password"
        label={t('fields.password')}
        name="password"
        autoComplete="new-password"
        placeholder={t('register.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH })}
        value={values.password}
        onChange={update('password')}
      />
      <PasswordField
        id="register-confirm-password"
        label={t('register.confirmLabel')}
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={t('register.confirmPlaceholder')}
        toggleLabel={t('register.confirmToggle')}
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
      />
      <AuthSubmit busy={busy} ready={hydrated} label={t('register.submit')} busyLabel={t('register.submitting')} />
    </form>
  );
}

export function RegisterFooter({ flow }: { flow: AuthFlow }) {
  const { t } = useTranslation('auth');
  return (
    <p>
      {t('register.haveAccount')}{' '}
      <Link href={authPath(pagePaths.login, flow)} className="font-semibold text-primary hover:underline">
        {t('register.signIn')}
      </Link>
    </p>
  );
}
