import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '@shared/routes';
import { Logo } from '@/components/brand/logo';

/** The studio's header bar: the logo, and `children` at the right. */
export function StudioHeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        {/* The logo keeps its size; the project's title and the account's name give way when the row is full. */}
        <Logo href={pagePaths.app} compact className="shrink-0" />
        <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">{children}</div>
      </div>
    </header>
  );
}

type StudioLayoutProps = {
  header: ReactNode;
  /** Under the header (the trial banner). */
  banner?: ReactNode;
  /** The line under 'Creator Studio'. */
  subtitle: ReactNode;
  /** At the heading's right (the usage meter). */
  aside?: ReactNode;
  /** The tool tabs. */
  children: ReactNode;
  inert?: boolean;
};

/**
 * The studio's page. The studio and its frame (what a signed-in visitor sees at once, while the
 * session is checked) share it, so nothing moves when the studio takes the frame's place.
 */
export function StudioLayout({ header, banner, subtitle, aside, children, inert = false }: StudioLayoutProps) {
  const { t } = useTranslation('workspace');
  return (
    <div inert={inert} className="flex min-h-dvh flex-col">
      {header}
      {banner}
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('layout.title')}</h1>
            {/* As tall with a project (and its Export button) as without: the tabs do not move when it opens. */}
            <div className="mt-1 flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1">{subtitle}</div>
          </div>
          {aside}
        </div>
        {children}
      </main>
    </div>
  );
}
