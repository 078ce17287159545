import { builtInEngines, builtInProvider, capabilityLabels, providerSpec, type AiCapability } from '@shared/catalog/ai-engines';
import type { AiEngineView } from '@shared/contracts/ai-engines';
import type { Config } from '../config/config';
import type { Administration } from '../users/administrators';

/** What the server knows once it listens. */
export interface StartUpFacts {
  /** Where to open it (PUBLIC_URL, or the address listened on). */
  url: string;
  /** Undefined: it could not be read. */
  administration: Administration | undefined;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'stripe' | 'paymentsOff'>;
  /** Each capability's engine as the registry serves it now (AiEngines.views()). */
  engines: readonly Pick<AiEngineView, 'capability' | 'provider' | 'source' | 'variables' | 'problem' | 'active'>[];
}

/** The start-up summary: one log line's fields, each a sentence a newcomer can act on. */
export interface StartUpSummary {
  url: string;
  administrator: string;
  data: string;
  payments: string;
  /** By capability: the engine serving it, e.g. "Offline writer (built in)", "ollama, model llama3.2 (set by TEXT_PROVIDER)". */
  engines: Partial<Record<AiCapability, string>>;
}

const AI_ENGINES_PAGE = '/admin?section=ai-engines';

export function startUpSummary({ url, administration, config, engines }: StartUpFacts): StartUpSummary {
  return {
    url,
    administrator: administratorLine(administration),
    data: dataLine(config),
    payments: paymentsLine(config),
    engines: Object.fromEntries(engines.map((view) => [view.capability, engineLine(view)])),
  };
}

/** The summary as a terminal shows it: a short block, the AI engines one a line. */
export function startUpBlock(summary: StartUpSummary): string {
  const row = (label: string, value: string) => `  ${label.padEnd(17)}${value}`;
  const engines = Object.entries(summary.engines) as [AiCapability, string][];
  return [
    '',
    `  Genesis Studio is ready: ${summary.url}`,
    '',
    row('Administrator', summary.administrator),
    row('Data', summary.data),
    row('Payments', summary.payments),
    row('AI engines', `(change them in the operator console: ${AI_ENGINES_PAGE})`),
    ...engines.map(([capability, line]) => row(`  ${capabilityLabels[capability]}`, line)),
    '',
    '',
  ].join('\n');
}

function administratorLine(administration: Administration | undefined): string {
  switch (administration?.kind) {
    case undefined:
      return 'unknown: the accounts could not be read (see the warning above)';
    case 'listed':
      return `${administration.emails.join(', ')} (ADMIN_EMAILS), once the address is verified`;
    case 'first-account':
      return `${administration.email} (the first account registered; set ADMIN_EMAILS to choose others)`;
    case 'none-yet':
      return 'the first account you register (the operator console is at /admin)';
    case 'missing':
      return 'nobody: set ADMIN_EMAILS to the e-mail of the account that runs this studio, then restart';
  }
}

function dataLine(config: StartUpFacts['config']): string {
  const files = config.s3 ? `files in the S3 bucket ${config.s3.bucket}` : undefined;
  if (config.databaseUrl) return `PostgreSQL (DATABASE_URL); ${files ?? `files in ${config.dataDir}`}`;
  return files ? `${config.dataDir} (the database); ${files}` : `${config.dataDir} (the database and the files)`;
}

function paymentsLine(config: StartUpFacts['config']): string {
  if (config.stripe) return /^[a-z]+_live_/.test(config.stripe.secretKey) ? 'Stripe' : 'Stripe, test mode (a test key)';
  if (config.paymentsOff) return 'off (PAYMENTS=off): nothing is sold; accounts have fair-use limits only';
  return 'test checkout: nothing is charged (set STRIPE_SECRET_KEY for real payments, or PAYMENTS=off)';
}

function engineLine(view: StartUpFacts['engines'][number]): string {
  const { capability, active } = view;
  const served = builtInEngines.has(active.engine)
    ? (providerSpec(capability, builtInProvider(capability))?.label ?? active.engine)
    : `${active.engine}${active.model ? `, model ${active.model}` : ''}`;
  if (view.problem) return `${served}: the saved ${view.provider} setting cannot be used (${view.problem})`;
  if (view.source === 'environment') return `${served} (set by ${view.variables.join(', ')})`;
  return served;
}
