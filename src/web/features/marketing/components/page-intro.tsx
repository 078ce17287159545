import type { ReactNode } from 'react';

/** The heading band of a content page. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="border-b border-border bg-studio-grid">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{children}</div>}
      </div>
    </section>
  );
}
