import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { StartTrialButton } from '../components/start-trial-button';
import { studioModules } from '../lib/modules';

export function FeaturesPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Features" title="Everything you need to create">
        Four AI tools that work together, from the first idea to the finished post.
      </PageIntro>
      <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2">
          {studioModules.map(({ title, description, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h2 className="font-semibold">{title}</h2>
                <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <StartTrialButton size="lg" />
        </div>
      </section>
    </MarketingLayout>
  );
}
