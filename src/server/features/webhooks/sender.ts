import { Webhook } from 'standardwebhooks';
import { errors as undiciErrors, request, type Dispatcher } from 'undici';
import { webhookMessages } from '@shared/contracts/webhooks';
import { RefusedAddress } from './address-check';

/** A try that takes longer than this (connecting, waiting for the answer, reading it) has failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Bytes of an answer read at most: the rest is left unread (a receiver's page can be anything). */
const ANSWER_BYTES_READ = 4096;
/** Characters of the answer kept with the delivery. */
export const ANSWER_CHARACTERS_KEPT = 500;

export interface DeliveryTry {
  ok: boolean;
  status: number | null;
  body: string | null;
  error: string | null;
}

/** Reads at most ANSWER_BYTES_READ of the body, then lets the rest go. */
async function answerStart(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= ANSWER_BYTES_READ) break;
  }
  body.destroy();
  // PostgreSQL text cannot hold a NUL: a receiver's binary answer is kept without them.
  return Buffer.concat(chunks).subarray(0, ANSWER_BYTES_READ).toString('utf8').replaceAll('\0', '').slice(0, ANSWER_CHARACTERS_KEPT);
}

/** Why a try got no answer, in words for the endpoint's owner (never the socket's own text, which names internals). */
function failureWords(error: unknown): string {
  const refused = error instanceof RefusedAddress ? error : (error as { cause?: unknown })?.cause;
  // Never the address: it would tell the owner what the server's DNS answers for names on its network.
  if (refused instanceof RefusedAddress) return webhookMessages.deliveryRefused;
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError)
    return 'Timed out waiting for the answer.';
  if (error instanceof undiciErrors.ConnectTimeoutError) return 'Timed out connecting.';
  if ((error as { name?: string })?.name === 'TimeoutError' || (error as { name?: string })?.name === 'AbortError')
    return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`;
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The host name could not be found.';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The connection was closed before an answer came.';
  if (typeof code === 'string' && (code.startsWith('ERR_TLS') || code.includes('CERT'))) return 'The TLS connection failed (certificate).';
  return 'The connection failed.';
}

/**
 * One try of one delivery: the payload signed the Standard Webhooks way (webhook-id, -timestamp,
 * -signature: HMAC-SHA256 of `id.timestamp.body` with the endpoint's secret) and POSTed. A 2xx
 * is a success; anything else, a redirect included (never followed), is a failure to retry.
 */
export async function sendDelivery(input: {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  dispatcher: Dispatcher;
  signal?: AbortSignal;
}): Promise<DeliveryTry> {
  // The receiver checks the timestamp against its own clock: it is the real time of this try.
  const sentAt = new Date();
  const signature = new Webhook(input.secret).sign(input.messageId, sentAt, input.body);
  const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    const answer = await request(input.url, {
      method: 'POST',
      dispatcher: input.dispatcher,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'GenesisStudio-Webhooks/1.0',
        'webhook-id': input.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: input.body,
      signal: input.signal ? AbortSignal.any([timeout, input.signal]) : timeout,
      headersTimeout: DELIVERY_TIMEOUT_MS,
      bodyTimeout: DELIVERY_TIMEOUT_MS,
    });
    const body = await answerStart(answer.body).catch(() => '');
    const status = answer.statusCode;
    if (status >= 200 && status < 300) return { ok: true, status, body, error: null };
    const error = status >= 300 && status < 400 ? `Redirected (${status}): redirects are not followed.` : null;
    return { ok: false, status, body, error };
  } catch (error) {
    return { ok: false, status: null, body: null, error: failureWords(error) };
  }
}
