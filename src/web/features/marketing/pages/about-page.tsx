import { Eye, Heart, Lock, Server } from 'lucide-react';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { useSupportEmail } from '@/lib/support-email';
import { CtaBand } from '../components/cta-band';
import { TrialAndLogin } from '../components/trial-and-login';
import { MarketingLayout } from '../components/marketing-layout';
import { PageIntro } from '../components/page-intro';
import { FOUNDED_YEAR } from '../content/site-facts';

const values = [
  {
    icon: Lock,
    title: 'Your content stays yours',
    text: 'Everything you create belongs to you. We never sell your data or use your content and voice to train AI models.',
  },
  {
    icon: Eye,
    title: 'Honest AI',
    text: 'Every result says which engine made it. When the studio runs on its offline engines, the output is labelled so.',
  },
  {
    icon: Server,
    title: 'Open and self-hostable',
    text: 'The whole studio is open source and runs on your own server with one command, no keys required.',
  },
  {
    icon: Heart,
    title: 'Built for creators',
    text: 'Fast defaults, plain language and tools shaped around how videos are actually made, not around AI for its own sake.',
  },
];

const facts = [
  { value: String(FOUNDED_YEAR), label: 'Founded' },
  { value: '4', label: 'AI tools in one studio' },
  { value: '9', label: 'Image styles' },
  { value: '8', label: 'Script tones' },
];

export function AboutPage() {
  const supportEmail = useSupportEmail();
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Our story" title="About Genesis Studio">
        <p>
          We build the AI studio we wanted as creators: one place to go from an idea to a script, a voiceover, the artwork and the metadata
          that gets it found.
        </p>
        <TrialAndLogin />
      </PageIntro>

      <section aria-labelledby="story-heading" className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight">
            Why we started
          </h2>
          <div className="mt-5 grid gap-4 text-base leading-relaxed text-muted-foreground sm:text-lg">
            <p>
              Genesis Studio is made by a small technology company founded in {FOUNDED_YEAR}. We kept seeing the same thing: creators,
              marketers and small businesses paying for five different AI tools, copying text from one tab to the next, and still spending
              their evenings on the parts of content creation that no one enjoys.
            </p>
            <p>
              So we put the whole workflow in one studio. Write the script in the length and tone your audience expects, hear it as a
              voiceover, generate the thumbnail in your channel&rsquo;s style, get titles and tags that help it rank, and brainstorm the
              next video with an assistant that can answer in your own voice.
            </p>
            <p>
              We also believe you should be able to own your tools. That is why Genesis Studio is open source and self-hostable: run it on
              your own server with the AI providers you choose, and your content never has to leave infrastructure you control.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="mt-2 text-4xl font-bold tracking-tight text-brand-gradient">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="border-y border-border bg-card/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="values-heading" className="text-3xl font-bold tracking-tight">
            What we stand for
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
          Talk to us
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          {supportEmail && (
            <>
              Questions, feedback or enterprise API access: write to{' '}
              <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline underline-offset-2">
                {supportEmail}
              </a>{' '}
              and we will get back to you by e-mail.{' '}
            </>
          )}
          Curious what the studio can do? See all the{' '}
          <Link href={pagePaths.features} className="font-medium text-primary underline underline-offset-2">
            features
          </Link>{' '}
          or read the{' '}
          <Link href={pagePaths.faq} className="font-medium text-primary underline underline-offset-2">
            FAQ
          </Link>
          .
        </p>
      </section>

      <CtaBand title="Create your first video with Genesis Studio" />
    </MarketingLayout>
  );
}
