import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { MarketingLayout } from '../components/marketing-layout';
import { StartTrialButton } from '../components/start-trial-button';
import { studioModules } from '../lib/modules';

const highlights = ['24-hour free trial', 'No credit card required', 'You own everything you create'];

export function LandingPage() {
  return (
    <MarketingLayout>
      <section className="relative overflow-hidden bg-studio-grid">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
          <Badge variant="soft" className="px-3 py-1 text-sm">
            The AI content studio for creators
          </Badge>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-7xl">
            <span className="text-brand-gradient">Genesis Studio</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Write video scripts, optimize for search, generate images and brainstorm with an AI assistant — all in one
            studio built for video creators, marketers and businesses.
          </p>
          <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row">
            <StartTrialButton size="lg" className="w-full sm:w-auto" />
            <p className="text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link href={pagePaths.login} className="font-semibold text-primary hover:underline">
                Log In
              </Link>
            </p>
          </div>
          <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {highlights.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-emerald-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="modules-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="modules-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Four tools, one studio
          </h2>
          <p className="mt-4 text-muted-foreground">
            Everything you need to go from idea to published content, without switching apps.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {studioModules.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </section>
    </MarketingLayout>
  );
}
