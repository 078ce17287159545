/**
 * A stand-in for Google's OAuth 2.0 and the YouTube Data API v3, on one local origin that serves all
 * three base URLs (accounts, oauth2, api), speaking the published protocols as Google's clients and
 * our resumable upload use them. Nothing is mocked in the product: it is pointed here by its settings.
 *
 * Endpoints
 * - GET  /o/oauth2/v2/auth: the consent screen. Checks client_id, redirect_uri, response_type=code,
 *   scope, code_challenge with S256; consents at once (302 to redirect_uri?code=…&state=…), or
 *   answers error=access_denied (setConsent). A refresh token comes only with access_type=offline,
 *   on prompt=consent or the account's first consent, as at Google.
 * - POST /token: authorization_code (single-use codes, PKCE verifier, client secret in the body or
 *   Basic, redirect_uri as at consent) and refresh_token grants; OAuth error bodies
 *   `{ error, error_description }` (invalid_grant, invalid_client, …).
 * - POST /revoke: revokes the grant of an access or refresh token (`token` in the query or the form).
 * - GET  /youtube/v3/channels?mine=true&part=snippet
 * - POST /upload/youtube/v3/videos?uploadType=resumable&part=snippet,status → 200 + Location;
 *   PUT to that session URI: chunks (`Content-Range: bytes a-b/total`) and status queries
 *   (`bytes *` + `/total`) → 308 + `Range: bytes=0-n` (none when nothing is held) or 200 + the video.
 *   Bytes are held in whole 256 KiB blocks until the last. 404 once a session has expired. The
 *   session URI authorizes a PUT; a bearer token sent with it must still be good (else 401 authError).
 * - POST /upload/youtube/v3/thumbnails/set?videoId=… (uploadType=media: the image is the body)
 * - POST /upload/youtube/v3/captions?part=snippet (uploadType=multipart: JSON + the track)
 * - GET  /youtube/v3/videos?id=…&part=status,processingDetails; PUT /youtube/v3/videos?part=status
 * Data API calls check the bearer token (401 authError when unknown, expired or revoked; 403
 * insufficientPermissions without a scope the method takes) and answer errors in Google's shape
 * `{ error: { code, message, errors: [{ message, domain, reason }], status } }`.
 *
 * Test API (startGoogleTestServer(options) resolves to it; options: port (0: a free one), clientId,
 * clientSecret (default TEST_GOOGLE_CLIENT), redirectUris (default: any http(s) URI),
 * accessTokenLifetimeSeconds, account, control)
 * - url, settings ({ clientId, clientSecret, accountsBaseUrl, oauth2BaseUrl, apiBaseUrl } for
 *   createYouTubePlatform), env (the GOOGLE_* variables for a server process), close().
 * - consent(consentUrl): follows the consent URL as a browser would; resolves to the redirect URL.
 * - useAccount({ channelId?, title?, pictureUrl? }): the Google account that consents from now on.
 * - setConsent('allow' | 'deny' | { scopes }): how the next consents answer ({ scopes }: the user
 *   grants only these, as Google's granular consent lets them).
 * - setAccessTokenLifetime(seconds) (default 3600); expireAccessTokens(accessToken?) and
 *   revokeGrants(token?) (every one, or the one given; a revoked grant's refresh token answers
 *   invalid_grant and its access tokens 401); tokenState(token): 'valid' | 'expired' | 'revoked' | 'unknown'.
 * - failNext(method, reason, status?): the next call of a Data API method ('videos.insert',
 *   'thumbnails.set', 'captions.insert', 'videos.list', 'videos.update', 'channels.list') answers
 *   that error (status by Google's table: quotaExceeded 403, uploadLimitExceeded 400, forbidden 403 …).
 * - cutNextUpload(fraction): the next time an upload session has `fraction` of its bytes, the socket
 *   of that PUT is destroyed mid-request (what arrived is held, in whole 256 KiB blocks).
 * - expireUploadSessions(): every open session answers 404 from now on.
 * - markProcessed(videoId), markPublished(videoId) (public now, publishAt cleared),
 *   markFailed(videoId, reason = 'codec'), markRejected(videoId, reason = 'duplicate').
 * - Records: videos() and video(id) (metadata as received and as stored, the bytes, the thumbnail,
 *   the captions), uploadSessions() (each PUT's arrived byte ranges), consentRequests, requests.
 * With `control: true` (a journey's stand-in in another process) POST /_stand-in/{name} with a JSON
 * object of arguments calls the test API function of that name, and GET /_stand-in/videos lists
 * the videos' metadata (no bytes).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiError,
  base64url,
  knownScopes,
  listParam,
  metadataProblem,
  methodScopes,
  multipartRelated,
  oauthError,
  PICTURE,
  readBody,
  reasonStatus,
  sendJson,
  sendPage,
  statusProblem,
  storedStatus,
  token,
  UNIT,
  type DataApiMethod,
  type UploadMetadata,
} from './google-test-protocol';
import { listenLocally } from './listen-locally';

export type { DataApiMethod } from './google-test-protocol';

export interface GoogleAccount {
  channelId: string;
  title: string;
  pictureUrl: string;
}

interface Grant {
  account: GoogleAccount;
  scopes: string[];
  refreshToken: string | null;
  revoked: boolean;
}

interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

interface AuthCode {
  account: GoogleAccount;
  scopes: string[];
  redirectUri: string;
  challenge: string;
  offline: boolean;
  askedConsent: boolean;
  used: boolean;
  expiresAt: number;
}

/** One PUT's bytes that arrived: [from, to). */
export interface Arrival {
  from: number;
  to: number;
}

export interface StoredUploadSession {
  id: string;
  account: GoogleAccount;
  /** The JSON sent when the session was opened. */
  metadata: UploadMetadata;
  contentType: string;
  totalBytes: number;
  heldBytes: number;
  /** Every PUT's arrived bytes, in order, cut ones too. */
  arrivals: Arrival[];
  expired: boolean;
  videoId: string | null;
  bytes: Buffer;
}

export interface StoredCaption {
  id: string;
  snippet: Record<string, unknown>;
  contentType: string;
  body: string;
}

export interface StoredVideo {
  id: string;
  channelId: string;
  /** The JSON the upload opened with, as sent. */
  received: UploadMetadata;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  processingStatus: 'processing' | 'succeeded' | 'failed' | 'terminated';
  contentType: string;
  bytes: Buffer;
  thumbnail: { contentType: string; bytes: Buffer } | null;
  captions: StoredCaption[];
  /** Every status a videos.update sent, in order. */
  updates: Record<string, unknown>[];
}

export interface RecordedGoogleRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

export interface GoogleTestServerOptions {
  /** 0 (default): a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The redirect URIs registered for the client; any http(s) URI when left out. */
  redirectUris?: string[];
  accessTokenLifetimeSeconds?: number;
  account?: Partial<GoogleAccount>;
  /** Serve /_stand-in/* for a journey in another process. */
  control?: boolean;
}

type ConsentAnswer = 'allow' | 'deny' | { scopes: string[] };

interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}

/** The OAuth client the stand-in knows unless told another. */
export const TEST_GOOGLE_CLIENT = {
  clientId: 'genesis-test-client.apps.googleusercontent.com',
  clientSecret: 'genesis-test-client-secret',
};

export async function startGoogleTestServer(options: GoogleTestServerOptions = {}) {
  const clientId = options.clientId ?? TEST_GOOGLE_CLIENT.clientId;
  const clientSecret = options.clientSecret ?? TEST_GOOGLE_CLIENT.clientSecret;
  let origin = '';

  // ——— state ———
  let account: GoogleAccount = {
    channelId: 'UCgenesisTestChannel000',
    title: 'Genesis Test Channel',
    pictureUrl: '',
    ...options.account,
  };
  let consentAnswer: ConsentAnswer = 'allow';
  let accessTokenLifetimeSeconds = options.accessTokenLifetimeSeconds ?? 3600;
  const codes = new Map<string, AuthCode>();
  const accessTokens = new Map<string, AccessToken>();
  const grants: Grant[] = [];
  const sessions = new Map<string, StoredUploadSession>();
  const videos = new Map<string, StoredVideo>();
  /** Videos deleted through the API, in order. */
  const deleted: StoredVideo[] = [];
  const faults = new Map<DataApiMethod, { reason: string; status: number }>();
  let cutAt: number | null = null;
  const consentRequests: URLSearchParams[] = [];
  const requests: RecordedGoogleRequest[] = [];

  const pictureOf = (who: GoogleAccount) => who.pictureUrl || `${origin}/_stand-in/pictures/${who.channelId}.png`;

  function issueAccessToken(grant: Grant) {
    const accessToken = token('ya29.');
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + accessTokenLifetimeSeconds * 1000 });
    return { access_token: accessToken, expires_in: accessTokenLifetimeSeconds, scope: grant.scopes.join(' '), token_type: 'Bearer' };
  }

  function tokenState(value: string): 'valid' | 'expired' | 'revoked' | 'unknown' {
    const access = accessTokens.get(value);
    if (access) return access.grant.revoked ? 'revoked' : access.expiresAt <= Date.now() ? 'expired' : 'valid';
    const grant = grants.find((candidate) => candidate.refreshToken === value);
    if (grant) return grant.revoked ? 'revoked' : 'valid';
    return 'unknown';
  }

  /** The account a Data API call acts for, or null after answering 401/403 (or an injected fault). */
  function authorize(call: Call, method: DataApiMethod): GoogleAccount | null {
    const bearer = /^Bearer (.+)$/i.exec(call.req.headers.authorization ?? '')?.[1];
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!bearer || !access || access.grant.revoked || access.expiresAt <= Date.now()) {
      const message = bearer
        ? 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.'
        : 'Request is missing required authentication credential.';
      apiError(call.res, 401, bearer ? 'authError' : 'required', message);
      return null;
    }
    if (!methodScopes[method].some((needed) => access.grant.scopes.includes(needed))) {
      apiError(call.res, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
      return null;
    }
    const fault = faults.get(method);
    if (fault) {
      faults.delete(method);
      const known = reasonStatus[fault.reason];
      apiError(call.res, fault.status, fault.reason, known?.message ?? fault.reason, known?.domain);
      return null;
    }
    return access.grant.account;
  }

  function ownedVideo(call: Call, who: GoogleAccount, videoId: string | null | undefined): StoredVideo | null {
    const video = videoId ? videos.get(videoId) : undefined;
    if (!video) {
      apiError(call.res, 404, 'videoNotFound', 'The video that you are trying to update cannot be found.', 'youtube.video');
      return null;
    }
    if (video.channelId !== who.channelId) {
      apiError(call.res, 403, 'forbidden', 'The video that you are trying to update is not yours.', 'youtube.video');
      return null;
    }
    return video;
  }

  function videoResource(video: StoredVideo, parts: string[]) {
    return {
      kind: 'youtube#video',
      etag: base64url(
        createHash('sha256')
          .update(JSON.stringify([video.status, video.snippet]))
          .digest(),
      ).slice(0, 27),
      id: video.id,
      ...(parts.includes('snippet') ? { snippet: video.snippet } : {}),
      ...(parts.includes('status') ? { status: video.status } : {}),
      ...(parts.includes('processingDetails')
        ? {
            processingDetails: {
              processingStatus: video.processingStatus,
              ...(video.processingStatus === 'failed' ? { processingFailureReason: 'transcodeFailed' } : {}),
            },
          }
        : {}),
    };
  }

  function completeUpload(session: StoredUploadSession): StoredVideo {
    const id = base64url(randomBytes(9)).slice(0, 11);
    const snippet = session.metadata.snippet ?? {};
    const video: StoredVideo = {
      id,
      channelId: session.account.channelId,
      received: session.metadata,
      snippet: {
        publishedAt: new Date().toISOString(),
        channelId: session.account.channelId,
        channelTitle: session.account.title,
        title: snippet.title,
        description: snippet.description ?? '',
        tags: snippet.tags ?? [],
        categoryId: snippet.categoryId ?? '22',
        ...(snippet.defaultLanguage ? { defaultLanguage: snippet.defaultLanguage } : {}),
        ...(snippet.defaultAudioLanguage ? { defaultAudioLanguage: snippet.defaultAudioLanguage } : {}),
      },
      status: storedStatus(session.metadata.status ?? {}, { uploadStatus: 'uploaded' }),
      processingStatus: 'processing',
      contentType: session.contentType,
      bytes: session.bytes,
      thumbnail: null,
      captions: [],
      updates: [],
    };
    videos.set(id, video);
    session.videoId = id;
    return video;
  }

  // ——— OAuth ———

  function consentScreen({ res, url }: Call) {
    const query = url.searchParams;
    consentRequests.push(new URLSearchParams(query));
    if (query.get('client_id') !== clientId) return sendPage(res, 401, 'Error 401: invalid_client. The OAuth client was not found.');
    const redirectUri = query.get('redirect_uri') ?? '';
    const registered = options.redirectUris ? options.redirectUris.includes(redirectUri) : /^https?:\/\//.test(redirectUri);
    if (!registered) return sendPage(res, 400, 'Error 400: redirect_uri_mismatch');
    if (query.get('response_type') !== 'code') return sendPage(res, 400, 'Error 400: unsupported_response_type');
    const requested = (query.get('scope') ?? '').split(' ').filter(Boolean);
    if (requested.length === 0 || requested.some((name) => !knownScopes.has(name))) return sendPage(res, 400, 'Error 400: invalid_scope');
    const challenge = query.get('code_challenge') ?? '';
    if (query.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return sendPage(res, 400, 'Error 400: invalid_request. This stand-in takes PKCE with S256 only.');
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (consentAnswer === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const allowed = typeof consentAnswer === 'object' ? consentAnswer.scopes : requested;
      const earlier =
        query.get('include_granted_scopes') === 'true'
          ? grants.filter((grant) => grant.account.channelId === account.channelId && !grant.revoked).flatMap((grant) => grant.scopes)
          : [];
      const scopes = [...new Set([...requested.filter((name) => allowed.includes(name)), ...earlier])];
      const code = token('4/0A', 48);
      codes.set(code, {
        account,
        scopes,
        redirectUri,
        challenge,
        offline: query.get('access_type') === 'offline',
        askedConsent: (query.get('prompt') ?? '').split(' ').includes('consent'),
        used: false,
        expiresAt: Date.now() + 10 * 60_000,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scopes.join(' '));
    }
    if (state !== null) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.href });
    res.end();
  }

  /** The client's id and secret from the form or a Basic header; false after answering 401. */
  function clientAuthenticated(call: Call, form: URLSearchParams): boolean {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(call.req.headers.authorization ?? '')?.[1];
    if (basic) {
      const decoded = Buffer.from(basic, 'base64').toString('utf8');
      id = decoded.slice(0, decoded.indexOf(':'));
      secret = decoded.slice(decoded.indexOf(':') + 1);
    }
    if (id !== clientId) {
      oauthError(call.res, 401, 'invalid_client', 'The OAuth client was not found.');
      return false;
    }
    if (secret !== clientSecret) {
      oauthError(call.res, 401, 'invalid_client', 'Unauthorized');
      return false;
    }
    return true;
  }

  async function tokenEndpoint(call: Call) {
    const form = new URLSearchParams((await readBody(call.req)).toString('utf8'));
    if (!clientAuthenticated(call, form)) return;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') return exchangeCode(call, form);
    if (grantType === 'refresh_token') return refreshGrant(call, form);
    oauthError(call.res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  function exchangeCode({ res }: Call, form: URLSearchParams) {
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.used || code.expiresAt <= Date.now()) return oauthError(res, 400, 'invalid_grant', 'Bad Request');
    code.used = true;
    if (form.get('redirect_uri') !== code.redirectUri) return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
    const verifier = form.get('code_verifier');
    if (!verifier) return oauthError(res, 400, 'invalid_grant', 'Missing code verifier.');
    if (base64url(createHash('sha256').update(verifier).digest()) !== code.challenge) {
      return oauthError(res, 400, 'invalid_grant', 'Invalid code verifier.');
    }
    const firstConsent = !grants.some((grant) => grant.account.channelId === code.account.channelId && grant.refreshToken);
    const refreshToken = code.offline && (code.askedConsent || firstConsent) ? token('1//0g') : null;
    const grant: Grant = { account: code.account, scopes: code.scopes, refreshToken, revoked: false };
    grants.push(grant);
    sendJson(res, 200, { ...issueAccessToken(grant), ...(refreshToken ? { refresh_token: refreshToken } : {}) });
  }

  function refreshGrant({ res }: Call, form: URLSearchParams) {
    const grant = grants.find((candidate) => candidate.refreshToken !== null && candidate.refreshToken === form.get('refresh_token'));
    if (!grant || grant.revoked) return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
    sendJson(res, 200, issueAccessToken(grant));
  }

  async function revokeEndpoint(call: Call) {
    const form = new URLSearchParams((await readBody(call.req)).toString('utf8'));
    const value = call.url.searchParams.get('token') ?? form.get('token') ?? '';
    const grant = accessTokens.get(value)?.grant ?? grants.find((candidate) => candidate.refreshToken === value);
    if (!grant || grant.revoked) return oauthError(call.res, 400, 'invalid_token', 'Token expired or revoked');
    grant.revoked = true;
    sendJson(call.res, 200, {});
  }

  // ——— Data API ———

  function listChannels(call: Call) {
    const who = authorize(call, 'channels.list');
    if (!who) return;
    if (call.url.searchParams.get('mine') !== 'true') {
      return apiError(call.res, 400, 'missingRequiredParameter', 'No filter selected. Expected one of: mine, id, forHandle, forUsername.');
    }
    const picture = (size: number) => ({ url: pictureOf(who), width: size, height: size });
    sendJson(call.res, 200, {
      kind: 'youtube#channelListResponse',
      pageInfo: { totalResults: 1, resultsPerPage: 5 },
      items: [
        {
          kind: 'youtube#channel',
          id: who.channelId,
          snippet: { title: who.title, description: '', thumbnails: { default: picture(88), medium: picture(240), high: picture(800) } },
        },
      ],
    });
  }

  async function startUpload(call: Call) {
    const who = authorize(call, 'videos.insert');
    if (!who) return;
    const { req, res, url } = call;
    if (url.searchParams.get('uploadType') !== 'resumable')
      return apiError(res, 400, 'badRequest', 'This stand-in takes resumable uploads only.');
    if (listParam(url, 'part').length === 0) return apiError(res, 400, 'missingRequiredParameter', 'No parts given.');
    const totalBytes = Number(req.headers['x-upload-content-length']);
    if (!Number.isSafeInteger(totalBytes) || totalBytes <= 0)
      return apiError(res, 400, 'badRequest', 'X-Upload-Content-Length is required.');
    const contentType = String(req.headers['x-upload-content-type'] ?? 'application/octet-stream');
    if (!/^(video\/|application\/octet-stream)/.test(contentType)) return apiError(res, 400, 'invalidVideoMetadata', 'Not a video.');
    let metadata: UploadMetadata;
    try {
      metadata = JSON.parse((await readBody(req)).toString('utf8')) as UploadMetadata;
    } catch {
      return apiError(res, 400, 'parseError', 'Parse Error');
    }
    const problem = metadataProblem(metadata);
    if (problem) return apiError(res, 400, problem[0], problem[1], 'youtube.video');
    const id = token('AUNS', 24);
    sessions.set(id, {
      id,
      account: who,
      metadata,
      contentType,
      totalBytes,
      heldBytes: 0,
      arrivals: [],
      expired: false,
      videoId: null,
      bytes: Buffer.alloc(totalBytes),
    });
    res.writeHead(200, { location: `${origin}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`, 'content-length': '0' });
    res.end();
  }

  /** A PUT to a session URI: a chunk or a status query. */
  async function receiveUpload(call: Call) {
    const { req, res, url } = call;
    const session = sessions.get(url.searchParams.get('upload_id') ?? '');
    const drainThen = async (answer: () => void) => {
      await readBody(req, Number.MAX_SAFE_INTEGER).catch(() => undefined);
      answer();
    };
    if (!session || session.expired) return drainThen(() => apiError(res, 404, 'notFound', 'Not Found'));
    // The session URI is what authorizes a PUT; a bearer token sent with it must still be good.
    if (req.headers.authorization) {
      const access = accessTokens.get(/^Bearer (.+)$/i.exec(req.headers.authorization)?.[1] ?? '');
      if (
        !access ||
        access.grant.revoked ||
        access.expiresAt <= Date.now() ||
        access.grant.account.channelId !== session.account.channelId
      ) {
        return drainThen(() => apiError(res, 401, 'authError', 'Request had invalid authentication credentials.'));
      }
    }
    const videoAnswer = (video: StoredVideo) => sendJson(res, 200, videoResource(video, ['snippet', 'status']));
    const progress = () => {
      res.writeHead(
        308,
        session.heldBytes > 0 ? { range: `bytes=0-${session.heldBytes - 1}`, 'content-length': '0' } : { 'content-length': '0' },
      );
      res.end();
    };
    const range = String(req.headers['content-range'] ?? '');
    const query = /^bytes \*\/(\d+)$/.exec(range);
    if (query) {
      return drainThen(() => {
        const video = session.videoId ? videos.get(session.videoId) : undefined;
        return video ? videoAnswer(video) : progress();
      });
    }
    const chunk = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    const from = Number(chunk?.[1]);
    const last = Number(chunk?.[2]);
    if (!chunk || Number(chunk[3]) !== session.totalBytes || last < from || last >= session.totalBytes || from > session.heldBytes) {
      return drainThen(() =>
        apiError(res, 400, 'badContentRange', `Content-Range ${range} does not continue the ${session.heldBytes} bytes held.`),
      );
    }
    if (session.videoId) return drainThen(() => videoAnswer(videos.get(session.videoId ?? '') as StoredVideo));

    // An armed cut falls in this PUT when its byte is not past the chunk (one already passed: at once).
    const cutPoint = cutAt === null ? null : Math.max(from, Math.floor(session.totalBytes * cutAt));
    const stopAt = cutPoint !== null && cutPoint <= last ? cutPoint : last + 1;
    const arrival: Arrival = { from, to: from };
    session.arrivals.push(arrival);
    let position = from;
    let arrived = 0;
    for await (const part of req as AsyncIterable<Buffer>) {
      arrived += part.length;
      const take = Math.min(part.length, stopAt - position);
      part.copy(session.bytes, position, 0, take);
      position += take;
      arrival.to = position;
      if (stopAt <= last && position >= stopAt) {
        // The connection is lost here: what arrived is held in whole 256 KiB blocks, the rest is not.
        cutAt = null;
        session.heldBytes = Math.max(session.heldBytes, Math.floor(position / UNIT) * UNIT);
        req.socket.destroy();
        return;
      }
    }
    if (arrived !== last + 1 - from) return apiError(res, 400, 'badContentRange', 'The body is not as long as its Content-Range says.');
    const end = last + 1;
    session.heldBytes = Math.max(session.heldBytes, end === session.totalBytes ? end : Math.floor(end / UNIT) * UNIT);
    if (session.heldBytes < session.totalBytes) return progress();
    videoAnswer(completeUpload(session));
  }

  async function setThumbnail(call: Call) {
    const who = authorize(call, 'thumbnails.set');
    if (!who) return;
    const video = ownedVideo(call, who, call.url.searchParams.get('videoId'));
    if (!video) return;
    const contentType = String(call.req.headers['content-type'] ?? '');
    const bytes = await readBody(call.req);
    const signature = { 'image/jpeg': [0xff, 0xd8, 0xff], 'image/png': [0x89, 0x50, 0x4e, 0x47] }[contentType];
    if (!signature || !signature.every((byte, i) => bytes[i] === byte)) {
      return apiError(call.res, 400, 'invalidImage', 'The provided image content is invalid.', 'youtube.thumbnail');
    }
    if (bytes.length > 2 * 1024 * 1024)
      return apiError(call.res, 400, 'invalidImage', 'The image is larger than 2 MB.', 'youtube.thumbnail');
    video.thumbnail = { contentType, bytes };
    const url = `${origin}/_stand-in/thumbnails/${video.id}`;
    sendJson(call.res, 200, { kind: 'youtube#thumbnailSetResponse', items: [{ default: { url, width: 120, height: 90 } }] });
  }

  async function insertCaptions(call: Call) {
    const who = authorize(call, 'captions.insert');
    if (!who) return;
    const parts = multipartRelated(await readBody(call.req), String(call.req.headers['content-type'] ?? ''));
    const [metadataPart, mediaPart] = parts;
    if (call.url.searchParams.get('uploadType') !== 'multipart' || !metadataPart || !mediaPart) {
      return apiError(call.res, 400, 'contentRequired', 'The caption track needs its metadata and its content.', 'youtube.caption');
    }
    const caption = JSON.parse(metadataPart.body.toString('utf8')) as { snippet?: Record<string, unknown> };
    const snippet = caption.snippet ?? {};
    const video = ownedVideo(call, who, typeof snippet.videoId === 'string' ? snippet.videoId : null);
    if (!video) return;
    if (typeof snippet.language !== 'string' || !snippet.language) {
      return apiError(call.res, 400, 'invalidMetadata', 'snippet.language is required.', 'youtube.caption');
    }
    if (video.captions.some((other) => other.snippet.language === snippet.language && other.snippet.name === snippet.name)) {
      return apiError(
        call.res,
        409,
        'captionExists',
        'The video already has a caption track with this language and name.',
        'youtube.caption',
      );
    }
    const stored: StoredCaption = {
      id: token('AUieDa', 24),
      snippet: { ...snippet, trackKind: 'standard', status: 'serving', lastUpdated: new Date().toISOString() },
      contentType: mediaPart.headers['content-type'] ?? '',
      body: mediaPart.body.toString('utf8'),
    };
    video.captions.push(stored);
    sendJson(call.res, 200, { kind: 'youtube#caption', id: stored.id, snippet: stored.snippet });
  }

  function listVideos(call: Call) {
    const who = authorize(call, 'videos.list');
    if (!who) return;
    const parts = listParam(call.url, 'part');
    // Another channel's private videos are not listed, as at YouTube (and these are all private here).
    const items = listParam(call.url, 'id')
      .map((id) => videos.get(id))
      .filter((video): video is StoredVideo => video?.channelId === who.channelId)
      .map((video) => videoResource(video, parts));
    sendJson(call.res, 200, {
      kind: 'youtube#videoListResponse',
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      items,
    });
  }

  /** videos.delete?id=: 204, and the video is gone (a later videos.list lists nothing for it). */
  function deleteVideo(call: Call) {
    const who = authorize(call, 'videos.delete');
    if (!who) return;
    const video = ownedVideo(call, who, call.url.searchParams.get('id'));
    if (!video) return;
    videos.delete(video.id);
    deleted.push(video);
    call.res.writeHead(204);
    call.res.end();
  }

  async function updateVideo(call: Call) {
    const who = authorize(call, 'videos.update');
    if (!who) return;
    const body = JSON.parse((await readBody(call.req)).toString('utf8')) as { id?: string; status?: Record<string, unknown> };
    if (!listParam(call.url, 'part').includes('status') || !body.status) {
      return apiError(call.res, 400, 'invalidVideoMetadata', 'This stand-in updates the status part only.', 'youtube.video');
    }
    const video = ownedVideo(call, who, body.id);
    if (!video) return;
    const problem = statusProblem(body.status);
    if (problem) return apiError(call.res, 400, problem[0], problem[1], 'youtube.video');
    video.updates.push(body.status);
    // The whole status part is replaced: what the update left out is no longer set.
    const { uploadStatus, failureReason, rejectionReason } = video.status;
    video.status = storedStatus(body.status, { uploadStatus, failureReason, rejectionReason });
    sendJson(call.res, 200, videoResource(video, ['status']));
  }

  // ——— test API ———

  const videoNamed = (videoId: string) => {
    const video = videos.get(videoId);
    if (!video) throw new Error(`The stand-in has no video ${videoId}`);
    return video;
  };

  const testApi = {
    async consent(consentUrl: string): Promise<URL> {
      const response = await fetch(consentUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`The consent screen answered ${response.status}: ${await response.text()}`);
      return new URL(location);
    },
    useAccount(next: Partial<GoogleAccount>): GoogleAccount {
      account = { channelId: `UC${randomBytes(11).toString('base64url')}`, title: 'Another Test Channel', pictureUrl: '', ...next };
      return account;
    },
    setConsent(answer: ConsentAnswer) {
      consentAnswer = answer;
    },
    setAccessTokenLifetime(seconds: number) {
      accessTokenLifetimeSeconds = seconds;
    },
    /** Every access token issued so far expires now, or only `accessToken`. */
    expireAccessTokens(accessToken?: string) {
      for (const [value, access] of accessTokens) {
        if (accessToken === undefined || value === accessToken) access.expiresAt = Math.min(access.expiresAt, Date.now());
      }
    },
    /** Every grant is revoked (as from the Google account's settings), or only the one of `token` (access or refresh). */
    revokeGrants(token?: string) {
      for (const grant of grants) {
        const mine = token === undefined || grant.refreshToken === token || accessTokens.get(token)?.grant === grant;
        if (mine) grant.revoked = true;
      }
    },
    tokenState,
    failNext(method: DataApiMethod, reason: string, status?: number) {
      faults.set(method, { reason, status: status ?? reasonStatus[reason]?.status ?? 400 });
    },
    cutNextUpload(fraction: number) {
      if (!(fraction > 0 && fraction < 1)) throw new RangeError('cutNextUpload takes a fraction between 0 and 1');
      cutAt = fraction;
    },
    expireUploadSessions() {
      for (const session of sessions.values()) session.expired = true;
    },
    markProcessed(videoId: string) {
      const video = videoNamed(videoId);
      video.status = { ...video.status, uploadStatus: 'processed' };
      video.processingStatus = 'succeeded';
    },
    markPublished(videoId: string) {
      testApi.markProcessed(videoId);
      const video = videoNamed(videoId);
      const { publishAt: _publishAt, ...status } = video.status;
      video.status = { ...status, privacyStatus: 'public' };
    },
    markFailed(videoId: string, reason = 'codec') {
      const video = videoNamed(videoId);
      video.status = { ...video.status, uploadStatus: 'failed', failureReason: reason };
      video.processingStatus = 'failed';
    },
    markRejected(videoId: string, reason = 'duplicate') {
      const video = videoNamed(videoId);
      video.status = { ...video.status, uploadStatus: 'rejected', rejectionReason: reason };
      video.processingStatus = 'terminated';
    },
    videos: () => [...videos.values()],
    deletedVideos: () => [...deleted],
    video: videoNamed,
    uploadSessions: () => [...sessions.values()],
    consentRequests,
    requests,
  };

  /** For a journey's stand-in: the test API over HTTP. */
  async function control(call: Call) {
    const name = call.url.pathname.slice('/_stand-in/'.length);
    if (call.req.method === 'GET' && name === 'videos') {
      return sendJson(
        call.res,
        200,
        testApi.videos().map(({ bytes, thumbnail, captions, ...video }) => ({
          ...video,
          bytes: bytes.length,
          thumbnail: thumbnail ? { contentType: thumbnail.contentType, bytes: thumbnail.bytes.length } : null,
          captions: captions.map(({ body, ...caption }) => ({ ...caption, bytes: Buffer.byteLength(body) })),
        })),
      );
    }
    const raw = (await readBody(call.req)).toString('utf8');
    const args = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const videoId = String(args.videoId);
    const reason = typeof args.reason === 'string' ? args.reason : undefined;
    const actions: Record<string, () => unknown> = {
      useAccount: () => testApi.useAccount(args as Partial<GoogleAccount>),
      setConsent: () => testApi.setConsent(args.answer as ConsentAnswer),
      setAccessTokenLifetime: () => testApi.setAccessTokenLifetime(Number(args.seconds)),
      expireAccessTokens: () => testApi.expireAccessTokens(typeof args.token === 'string' ? args.token : undefined),
      revokeGrants: () => testApi.revokeGrants(typeof args.token === 'string' ? args.token : undefined),
      failNext: () =>
        testApi.failNext(args.method as DataApiMethod, String(args.reason), args.status === undefined ? undefined : Number(args.status)),
      cutNextUpload: () => testApi.cutNextUpload(Number(args.fraction)),
      expireUploadSessions: () => testApi.expireUploadSessions(),
      markProcessed: () => testApi.markProcessed(videoId),
      markPublished: () => testApi.markPublished(videoId),
      markFailed: () => testApi.markFailed(videoId, reason),
      markRejected: () => testApi.markRejected(videoId, reason),
    };
    const action = call.req.method === 'POST' && Object.hasOwn(actions, name) ? actions[name] : undefined;
    if (!action) return sendJson(call.res, 404, { error: `The stand-in has no control ${name}` });
    sendJson(call.res, 200, { result: action() ?? null });
  }

  function picture({ res }: Call) {
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    res.end(PICTURE);
  }

  // ——— router ———

  const routes: Record<string, (call: Call) => void | Promise<void>> = {
    'GET /o/oauth2/v2/auth': consentScreen,
    'POST /token': tokenEndpoint,
    'POST /revoke': revokeEndpoint,
    'GET /youtube/v3/channels': listChannels,
    'POST /upload/youtube/v3/videos': startUpload,
    'PUT /upload/youtube/v3/videos': receiveUpload,
    'POST /upload/youtube/v3/thumbnails/set': setThumbnail,
    'POST /upload/youtube/v3/captions': insertCaptions,
    'GET /youtube/v3/videos': listVideos,
    'PUT /youtube/v3/videos': updateVideo,
    'DELETE /youtube/v3/videos': deleteVideo,
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers });
    req.on('error', () => undefined);
    let route = routes[`${req.method} ${url.pathname}`];
    if (!route && url.pathname.startsWith('/_stand-in/pictures/')) route = picture;
    if (!route && options.control && url.pathname.startsWith('/_stand-in/')) route = control;
    if (!route) return apiError(res, 404, 'notFound', `The stand-in has no ${req.method} ${url.pathname}`);
    Promise.resolve(route({ req, res, url })).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) apiError(res, 500, 'backendError', error instanceof Error ? error.message : 'Backend Error');
    });
  });

  if (options.port) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  } else {
    origin = await listenLocally(server);
  }

  const settings = { clientId, clientSecret, accountsBaseUrl: origin, oauth2BaseUrl: origin, apiBaseUrl: origin };
  return {
    url: origin,
    /** For createYouTubePlatform(settings). */
    settings,
    /** For a server process. */
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_ACCOUNTS_BASE_URL: origin,
      GOOGLE_OAUTH2_BASE_URL: origin,
      GOOGLE_API_BASE_URL: origin,
    },
    ...testApi,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type GoogleTestServer = Awaited<ReturnType<typeof startGoogleTestServer>>;
