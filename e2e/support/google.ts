// Google's OAuth and the YouTube Data API for the journeys: the stand-in (src/server/test/google-test-server.ts)
// on a fixed port, started beside the journeys' server (serve.ts, or a journey's server of its own),
// which reaches it through the GOOGLE_* settings. A journey, in another process, steers it over HTTP.
import {
  startGoogleTestServer,
  TEST_GOOGLE_CLIENT,
  type DataApiMethod,
  type GoogleTestServer,
} from '../../src/server/test/google-test-server';

export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 4591);

/** Starts the stand-in on 127.0.0.1:`port`, steerable from a journey (its /_stand-in/* routes). */
export function startGoogle(port = E2E_GOOGLE_PORT): Promise<GoogleTestServer> {
  return startGoogleTestServer({ port, control: true });
}

/** The settings that point a server at the stand-in on `port`. */
export function googleEnv(port = E2E_GOOGLE_PORT): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: TEST_GOOGLE_CLIENT.clientSecret,
    GOOGLE_ACCOUNTS_BASE_URL: origin,
    GOOGLE_OAUTH2_BASE_URL: origin,
    GOOGLE_API_BASE_URL: origin,
  };
}

/** A video as the stand-in describes it to a journey: what was sent, its status, and the sizes of its parts. */
export interface StandInVideo {
  id: string;
  received: { snippet?: { title?: string }; status?: Record<string, unknown> };
  status: Record<string, unknown>;
  bytes: number;
  thumbnail: { contentType: string; bytes: number } | null;
  captions: Array<{ snippet: Record<string, unknown>; bytes: number }>;
}

async function steer(action: string, args: Record<string, unknown>, port: number): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/_stand-in/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`The Google stand-in refused ${action}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: unknown }).result;
}

/** From a journey: what the stand-in should do next, and what YouTube says of a video. */
export const google = (port = E2E_GOOGLE_PORT) => ({
  markProcessed: (videoId: string) => steer('markProcessed', { videoId }, port),
  markPublished: (videoId: string) => steer('markPublished', { videoId }, port),
  markFailed: (videoId: string, reason?: string) => steer('markFailed', { videoId, reason }, port),
  failNext: (method: DataApiMethod, reason: string, status?: number) => steer('failNext', { method, reason, status }, port),
  cutNextUpload: (fraction: number) => steer('cutNextUpload', { fraction }, port),
  setConsent: (answer: 'allow' | 'deny') => steer('setConsent', { answer }, port),
  expireAccessTokens: () => steer('expireAccessTokens', {}, port),
  revokeGrants: () => steer('revokeGrants', {}, port),
  /** The videos uploaded so far: metadata and sizes (no bytes). */
  async videos(): Promise<StandInVideo[]> {
    const response = await fetch(`http://127.0.0.1:${port}/_stand-in/videos`);
    return (await response.json()) as StandInVideo[];
  },
});
