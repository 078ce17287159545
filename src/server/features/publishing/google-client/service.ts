import type { Logger } from 'pino';
import { youtubeRedirectUri, type GoogleClientView, type PutGoogleClientBody } from '@shared/contracts/publishing';
import type { Clock } from '../../../app/deps';
import type { Config } from '../../../config/config';
import { HttpError, badRequest } from '../../../http/http-error';
import type { AuditLog } from '../../admin';
import type { SettingsCipher } from '../../ai-engines';
import type { GoogleClientRepository } from './repository';

/** The OAuth client creators connect their channels through: the environment's, else the console's. */
export interface GoogleClient {
  clientId: string;
  clientSecret: string;
}

type Actor = { id: string; email: string };

export const UNREADABLE_SECRET_PROBLEM =
  'The saved client secret cannot be read: it was encrypted with another key (AUTH_SECRET or SETTINGS_KEY is not the one of the server that saved it). Set that one again, or enter the secret again.';

/**
 * The operator console's Google OAuth client (DESIGN.md §4, as the AI engines' keys): GOOGLE_CLIENT_ID
 * and GOOGLE_CLIENT_SECRET always win and are shown read-only; otherwise an administrator saves a
 * client here, its secret sealed. It is read from the database whenever it is needed, so a save
 * reaches every instance at once.
 */
export function createGoogleClientService(deps: {
  config: Config;
  clients: GoogleClientRepository;
  cipher: SettingsCipher;
  auditLog: AuditLog;
  clock: Clock;
  log: Logger;
}) {
  const { config, clients, cipher, log } = deps;
  /** The saved client whose unreadable secret was last reported in the log. */
  let reported: string | undefined;

  /** The console's client with its secret opened; `problem` when the secret cannot be read. */
  async function saved(): Promise<{ clientId: string; clientSecret: string | null; problem: string | null } | undefined> {
    const row = await clients.find();
    if (!row) return undefined;
    try {
      const { plain, resealed } = cipher.open(row.clientSecretCiphertext);
      if (resealed) {
        await clients.reseal(row.clientSecretCiphertext, resealed).catch((err: unknown) => {
          log.warn({ err }, 'the saved Google client secret could not be encrypted again; the older key still reads it');
        });
      }
      return { clientId: row.clientId, clientSecret: plain, problem: null };
    } catch {
      return { clientId: row.clientId, clientSecret: null, problem: UNREADABLE_SECRET_PROBLEM };
    }
  }

  function readable(sealed: string): boolean {
    try {
      cipher.decrypt(sealed);
      return true;
    } catch {
      return false;
    }
  }

  async function view(origin: string): Promise<GoogleClientView> {
    const redirectUri = youtubeRedirectUri(origin);
    const environment = config.google.client;
    if (environment) {
      return {
        clientId: environment.clientId,
        hasClientSecret: true,
        source: 'environment',
        variables: config.google.variables,
        redirectUri,
        problem: null,
      };
    }
    const stored = await saved();
    if (!stored) return { clientId: null, hasClientSecret: false, source: 'none', variables: [], redirectUri, problem: null };
    return {
      clientId: stored.clientId,
      hasClientSecret: true,
      source: 'console',
      variables: [],
      redirectUri,
      problem: stored.problem,
    };
  }

  return {
    /** The client to connect channels with now; undefined: none is set up (or the saved secret cannot be read). */
    async current(): Promise<GoogleClient | undefined> {
      if (config.google.client) return config.google.client;
      const stored = await saved();
      if (!stored?.clientSecret) {
        // Said once per saved client, not on every use.
        if (stored?.problem && reported !== stored.clientId) {
          reported = stored.clientId;
          log.error(`YouTube cannot be connected: the saved Google client cannot be used. ${stored.problem}`);
        }
        return undefined;
      }
      reported = undefined;
      return { clientId: stored.clientId, clientSecret: stored.clientSecret };
    },

    view,

    /**
     * Saves (or with a null client id, removes) the console's client. The secret is kept when the
     * form leaves it out; a new client id needs its secret. Audited without the secret.
     */
    async save(actor: Actor, input: PutGoogleClientBody, origin: string): Promise<GoogleClientView> {
      if (config.google.client || config.google.variables.length > 0) {
        throw new HttpError(
          409,
          'SET_BY_ENVIRONMENT',
          `The Google OAuth client is set by ${config.google.variables.join(', ')} in the server's environment: change it there.`,
        );
      }
      if (input.clientId === null) {
        await clients.remove();
        await audit(actor, { removed: true });
        return view(origin);
      }
      const current = await clients.find();
      let sealed: string;
      if (input.clientSecret !== undefined) sealed = cipher.encrypt(input.clientSecret);
      else if (current && current.clientId === input.clientId && readable(current.clientSecretCiphertext))
        sealed = current.clientSecretCiphertext;
      else throw badRequest('Enter the client secret that goes with this client ID.', 'SECRET_REQUIRED');
      await clients.save({ clientId: input.clientId, clientSecretCiphertext: sealed }, actor.id, deps.clock.now());
      await audit(actor, { clientId: input.clientId, secretChanged: input.clientSecret !== undefined });
      return view(origin);
    },
  };

  function audit(actor: Actor, details: Record<string, unknown>) {
    return deps.auditLog.record({
      admin: actor,
      action: 'publishing.google_client.save',
      target: { type: 'publishing', id: 'google' },
      details,
    });
  }
}

export type GoogleClientService = ReturnType<typeof createGoogleClientService>;
