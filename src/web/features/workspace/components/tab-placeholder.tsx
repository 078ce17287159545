import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A tab whose tool has not arrived yet. */
export function TabPlaceholder({ label, summary, icon: Icon }: { label: string; summary: string; icon: LucideIcon }) {
  const { t } = useTranslation('workspace');
  return (
    <section className="rounded-2xl border border-border bg-card p-8 shadow-sm sm:p-12">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Icon className="size-7" aria-hidden />
        </span>
        <h2 className="mt-5 text-2xl font-semibold tracking-tight">{label}</h2>
        <p className="mt-3 text-muted-foreground">{t('tabs.placeholder', { summary, label })}</p>
      </div>
    </section>
  );
}
