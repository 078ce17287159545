import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18nInstance } from '@/i18n/i18n';
import { useSupportEmail } from '@/lib/support-email';

type I18n = typeof I18nInstance;

// This screen can show before the catalogues have loaded, or when loading the app's code (the
// translations' included) is what failed: then it speaks English, the words below; once the
// `common` catalogue is in, its translation (`common:startupFailure`).
const english = {
  title: 'App failed to load on this device.',
  error: 'Error',
  browser: 'Browser',
  unknownError: 'Unknown error',
  refreshHint: 'Please refresh the page.',
  contact: 'If the problem continues, contact support at <emailLink>{{email}}</emailLink> and include the details above.',
  refresh: 'Refresh Page',
} as const;

type Words = keyof typeof english;

/** The screen's words: translated when the interface's catalogue is there, else English. */
function wordsFor(i18n: I18n | null | undefined) {
  const translated = !!i18n && i18n.isInitialized && i18n.hasLoadedNamespace('common');
  return (key: Words, values?: { email: string }): string =>
    translated ? i18n.t(`common:startupFailure.${key}`, values ?? {}) : english[key].replace('{{email}}', values?.email ?? '');
}

function describe(error: unknown, unknownError: string): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return unknownError;
}

/** 'If the problem continues, contact support at {address} and include the details above.', the address a mailto link. */
function ContactSupport({ sentence, email }: { sentence: string; email: string }): ReactNode {
  const [before = '', rest = ''] = sentence.split('<emailLink>');
  const [linkText = email, after = ''] = rest.split('</emailLink>');
  return (
    <>
      {before}
      <a className="font-medium text-primary underline underline-offset-2" href={`mailto:${email}`}>
        {linkText}
      </a>
      {after}
    </>
  );
}

/** Shown instead of the app when it cannot start on this browser (spec §2). */
export function StartupFailure({ error, i18n }: { error: unknown; i18n?: I18n | null }) {
  const supportEmail = useSupportEmail();
  const text = wordsFor(i18n);
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center bg-background px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 shadow-lg">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-danger-soft text-danger">
            <TriangleAlert className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">{text('title')}</h1>
        </div>
        <dl className="mt-6 grid gap-4 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium">{text('error')}</dt>
            <dd className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words">{describe(error, text('unknownError'))}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="font-medium">{text('browser')}</dt>
            <dd className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words">{navigator.userAgent}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-muted-foreground">
          {text('refreshHint')}
          {supportEmail && (
            <>
              {' '}
              <ContactSupport sentence={text('contact', { email: supportEmail })} email={supportEmail} />
            </>
          )}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-10 cursor-pointer items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {text('refresh')}
        </button>
      </div>
    </main>
  );
}

/**
 * Replaces the start-up guard's plain message in `host` with the styled screen, in the interface
 * language when its catalogue loaded before the failure (the translations are not waited for: they
 * may be what failed).
 */
export async function renderStartupFailure(host: HTMLElement, error: unknown): Promise<void> {
  const i18n = await import('@/i18n/i18n').then(
    (module) => module.i18n,
    () => null,
  );
  createRoot(host).render(<StartupFailure error={error} i18n={i18n} />);
}
