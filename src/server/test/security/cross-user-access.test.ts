/**
 * Cross-user access matrix: user B, signed in with their own valid tokens,
 * sends user A's ids and e-mail to every route and socket message that takes one. Each attempt must
 * be refused with the exact status and body the route gives, and A's data must read back unchanged.
 *
 * A guard test collects the routes the app really registers (through Fastify's
 * `fastify.initialization` diagnostics channel, before any route exists) and walks their zod
 * schemas, and the socket's message schema, for id- or e-mail-like fields: a route or field that
 * is not in the matrix fails it, so a new route cannot skip the matrix.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifySchema, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@shared/contracts/account';
import { apiTokenMessages } from '@shared/contracts/api-tokens';
import { webhookMessages } from '@shared/contracts/webhooks';
import { localCheckoutIdOf } from '@shared/contracts/checkout';
import { clientMessage, type ServerEvent } from '@shared/realtime';
import {
  affiliates,
  apiTokens,
  calendarFeeds,
  chatConversations,
  chatMessages,
  generatedImages,
  mediaFiles,
  newsletterSubscribers,
  projects,
  publications,
  renders,
  scriptVersions,
  sessions,
  channels,
  oauthStates,
  oidcLoginStates,
  shortBatches,
  shortsJobs,
  userIdentities,
  users,
  voiceProfiles,
  webhookEndpoints,
} from '../../db/schema';
import { buildTestApp, type TestContext } from '../build-test-app';
import { authHeaders, registerThroughAffiliateLink, registerUser, subscribeUser, type RegisteredUser } from '../factories';
import { flatOfflineImages } from '../flat-images';
import { beforeAllOrFailEach } from '../loud-setup';
import { multipartBody } from '../multipart';
import { openSocket } from '../socket-client';
import { makeClip } from '../test-clips';
import { speechSample } from '../voice-samples';

// ---------------------------------------------------------------------------------------------
// Which fields name someone's data
// ---------------------------------------------------------------------------------------------

/** `id`, `email`, `code`, `token`, `*Id`, `*_id`, `*Email`, `*Code`, `*Token`, `x-*-token`, `*Key`, and URL params. */
const isIdLike = (key: string) => /^(id|email|code|token|key|\*)$|(Id|_id|Email|Code|Token|-token|Key|_key)$/.test(key);

interface ZodInternals {
  _zod: { def: { type: string; [key: string]: unknown } };
}
const zodDef = (schema: unknown) => (schema as Partial<ZodInternals> | undefined)?._zod?.def;

/** Paths of the id-like fields of a zod schema (or a plain JSON schema), e.g. `body.referral.code`. */
function idLikeFields(schema: unknown, path: string): string[] {
  const def = zodDef(schema);
  const fieldsOf = (shape: Record<string, unknown>) =>
    Object.entries(shape).flatMap(([key, value]) => [
      ...(isIdLike(key) ? [`${path}.${key}`] : []),
      ...idLikeFields(value, `${path}.${key}`),
    ]);
  if (!def) {
    const json = schema as { properties?: Record<string, unknown> } | undefined;
    if (json?.properties) return fieldsOf(json.properties);
    return schema === undefined || (typeof schema === 'object' && schema !== null && 'type' in schema)
      ? []
      : [`${path}: unreadable schema`];
  }
  switch (def.type) {
    case 'object':
      return fieldsOf(def.shape as Record<string, unknown>);
    case 'pipe':
      return [...idLikeFields(def.in, path), ...idLikeFields(def.out, path)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return idLikeFields(def.innerType, path);
    case 'array':
      return idLikeFields(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => idLikeFields(option, path));
    case 'intersection':
      return [...idLikeFields(def.left, path), ...idLikeFields(def.right, path)];
    case 'record':
      return idLikeFields(def.valueType, `${path}.*`);
    case 'lazy':
      return idLikeFields((def.getter as () => unknown)(), path);
    default:
      return [];
  }
}

const sorted = (fields: Iterable<string>) => [...new Set(fields)].sort();

interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  websocket: boolean;
}

/** The route's id-like inputs: URL params, params/query/body/header schema fields, and a socket's messages. */
function routeFields(route: CollectedRoute): string[] {
  const fromUrl = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => `params.${match[1] ?? '*'}`);
  const { params, querystring, body, headers } = route.schema ?? {};
  return sorted([
    ...fromUrl,
    ...idLikeFields(params, 'params'),
    ...idLikeFields(querystring, 'query'),
    ...idLikeFields(body, 'body'),
    ...idLikeFields(headers, 'headers'),
    ...(route.websocket ? ['socket messages'] : []),
  ]);
}

/** Per socket message type, its id-like fields (from src/shared/realtime.ts). */
function socketMessageFields(): Record<string, string[]> {
  const options = zodDef(clientMessage)?.options as unknown[];
  return Object.fromEntries(
    options.map((option) => {
      const shape = zodDef(option)?.shape as Record<string, unknown>;
      const type = (zodDef(shape.type)?.values as string[])[0]!;
      return [type, sorted(idLikeFields(option, 'message').map((field) => field.replace(/^message\./, '')))];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// What A owns and what B has of their own
// ---------------------------------------------------------------------------------------------

const marker = randomUUID().slice(0, 8);
const aPrompt = `Alice-${marker} lighthouse at dawn`;
const bPrompt = 'Bob own picture of a red bicycle';
/** The category and context of A's conversation: B may well pick the same ones (they are not secret). */
const aContext = {
  category: 'story-ideas',
  niche: `Harbour niche ${randomUUID().slice(0, 8)}`,
  audience: 'Sailors',
  budget: '$10',
} as const;
/** A's client id for her message: B may send the same string (it is not secret). */
const aClientMessageId = `alice-message-${randomUUID().slice(0, 8)}`;

/** What POST /api/projects/{id}/publications takes, sending `renderId` to `channelId` at once. */
const publicationTo = (channelId: string, renderId: string) => ({
  channelId,
  renderId,
  title: 'Bob was here',
  description: 'Bob’s upload.',
  tags: ['bob'],
  categoryId: '22',
  language: 'en',
  privacy: 'private',
  madeForKids: false,
  thumbnail: false,
  captions: false,
});

/** A storyboard of one scene over `voiceoverId` (showing `mediaId` when given): what PUT storyboard takes. */
const storyboardOf = (voiceoverId: string, mediaId?: string) => ({
  voiceoverId,
  transition: { kind: 'cut', seconds: 0.5 },
  scenes: [{ id: randomUUID(), start: 0, end: 1, text: 'Bob was here.', motion: 'still', fill: 'crop', ...(mediaId ? { mediaId } : {}) }],
});

interface Fixture {
  a: RegisteredUser;
  b: RegisteredUser;
  imageId: string;
  imageUrl: string;
  thumbnailUrl: string;
  /** An image A generated and deleted: its file is gone for everyone. */
  deletedImageUrl: string;
  profileId: string;
  /** A's voice sample: kept in storage to rebuild the profile, never served. */
  sampleKey: string;
  voiceover: { audioUrl: string; vtt: string; srt: string };
  conversationId: string;
  /** A's project, with a generated script (version 1) and a voiceover of it. */
  projectId: string;
  projectVoiceoverId: string;
  /** The voiceover of B's own project. */
  bVoiceoverId: string;
  projectVoiceoverUrl: string;
  /** One of the thumbnails made for A's project, and its file. */
  projectThumbnailId: string;
  projectThumbnailUrl: string;
  /** A's narration take of the project (aligning: this app runs no workers), and a take's form for B to send. */
  narrationId: string;
  narrationForm: { headers: Record<string, string>; payload: Buffer };
  /** A's render of the project (queued: this app runs no render workers) and A's uploaded music. */
  renderId: string;
  musicFileId: string;
  /** A photo in A's project's media library, and a form with a photo for B to send. */
  mediaId: string;
  mediaForm: { headers: Record<string, string>; payload: Buffer };
  /** A's resumable upload into the project, started and not finished. */
  uploadId: string;
  /** A's finished search of the project's clip for shorts, and a batch of shorts from it. */
  shortsJobId: string;
  shortBatchId: string;
  /** A's connected YouTube channel (tokens sealed), and the state of a consent screen A opened in A's browser. */
  channelId: string;
  channelState: string;
  /** A's link to an identity at an OpenID provider, and the state of a link A started in A's browser. */
  ssoIdentityId: string;
  ssoState: string;
  /** A finished render of A's project (its row as a render worker leaves it), and A's publication of it to A's channel. */
  finishedRenderId: string;
  publicationId: string;
  /** The token of A's calendar feed's secret address (`/api/calendar/{token}.ics`). */
  calendarToken: string;
  affiliateCode: string;
  /** A's open local checkout (POST /api/create-subscription-intent). */
  checkoutId: string;
  bImageId: string;
  bConversationId: string;
  bProjectId: string;
  /** B's own connected YouTube channel. */
  bChannelId: string;
  bAffiliateCode: string;
  /** A's session (the one A registered with), as the account page lists it. */
  aSessionId: string;
  /** A's personal API token, and its secret. */
  apiTokenId: string;
  apiToken: string;
  /** A's webhook endpoint. */
  webhookId: string;
  /** An open checkout of a newly registered user (for the attempts that pay or cancel one). */
  newCheckout(): Promise<string>;
  /** A second session of B's own, signed in again. */
  bSecondSession(): Promise<ReturnType<typeof authHeaders>>;
}

/** Ids nobody has, in the fixture's id fields: a refusal must not tell A's id from these. */
const nobodysIds = () => ({
  imageId: randomUUID(),
  profileId: randomUUID(),
  conversationId: randomUUID(),
  checkoutId: randomUUID(),
  projectId: randomUUID(),
  projectVoiceoverId: randomUUID(),
  projectThumbnailId: randomUUID(),
  renderId: randomUUID(),
  narrationId: randomUUID(),
  musicFileId: randomUUID(),
  mediaId: randomUUID(),
  uploadId: randomUUID(),
  shortsJobId: randomUUID(),
  shortBatchId: randomUUID(),
  channelId: randomUUID(),
  finishedRenderId: randomUUID(),
  publicationId: randomUUID(),
  aSessionId: randomUUID(),
  apiTokenId: randomUUID(),
  ssoIdentityId: randomUUID(),
  webhookId: randomUUID(),
});

const notFound = (message: string, code = 'NOT_FOUND') => ({ message, code });

// ---------------------------------------------------------------------------------------------
// The HTTP matrix
// ---------------------------------------------------------------------------------------------

/**
 * owned: the field names A's stored data; B is refused.
 * own-only: the field must name the caller; B naming A is refused.
 * credential: e-mail + password, or the caller's own session token: only the secret's holder gets in.
 * capability: an unguessable key handed only to its owner is the access (no token is read), by design;
 *   B's token must add nothing: B gets what an anonymous caller with the same key gets.
 * not-user-data: catalogue ids, published affiliate codes, anonymous browser ids, or the caller's own record.
 * administrators-only: the operator console; anyone else gets the unknown-route 404 (B is no administrator).
 */
type Kind = 'owned' | 'own-only' | 'credential' | 'capability' | 'not-user-data' | 'administrators-only';

interface HttpAttempt {
  /** What B tries, in words. */
  tries: string;
  /** The request; B's headers are added (a request's own headers win). */
  request(f: Fixture): InjectOptions | Promise<InjectOptions>;
  status: number;
  /** The exact JSON body (asymmetric matchers allowed). */
  body?: (f: Fixture) => unknown;
  /** A redirect's exact Location. */
  location?: string;
  /** The answer is the same for an id nobody has: the refusal does not reveal that A's id exists. */
  sameAsUnknownId?: true;
  /** Capability routes: the same answer (status, type, bytes) without any token. */
  sameWithoutToken?: true;
  /** Made by a newly registered user instead of B (B already holds what the route creates). */
  byNewUser?: true;
}

interface HttpRow {
  route: string;
  /** The id-like inputs the guard finds on the route; must match exactly. */
  fields: string[];
  kind: Kind;
  why: string;
  attempts: HttpAttempt[];
}

const httpMatrix: HttpRow[] = [
  {
    route: 'DELETE /api/images/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: "images are deleted only by their owner's id",
    attempts: [
      {
        tries: "delete A's image",
        request: (f) => ({ method: 'DELETE', url: `/api/images/${f.imageId}` }),
        status: 404,
        body: () => notFound('Image not found'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'PATCH /api/voice/profiles/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: 'voice profiles are read and changed by owner and id',
    attempts: [
      {
        tries: "rename A's voice profile",
        request: (f) => ({ method: 'PATCH', url: `/api/voice/profiles/${f.profileId}`, payload: { profileName: 'Taken over' } }),
        status: 404,
        body: () => notFound('Voice profile not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "make A's voice profile its active one",
        request: (f) => ({ method: 'PATCH', url: `/api/voice/profiles/${f.profileId}`, payload: { isActive: true } }),
        status: 404,
        body: () => notFound('Voice profile not found'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'DELETE /api/voice/profiles/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: 'voice profiles are deleted by owner and id',
    attempts: [
      {
        tries: "delete A's voice profile",
        request: (f) => ({ method: 'DELETE', url: `/api/voice/profiles/${f.profileId}` }),
        status: 404,
        body: () => notFound('Voice profile not found'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'POST /api/generate-voiceover',
    fields: ['body.projectId', 'body.voice_id'],
    kind: 'owned',
    why: "a profile id resolves only among the caller's own profiles, a project id among its own projects",
    attempts: [
      {
        tries: "keep a voiceover in A's project",
        request: (f) => ({ method: 'POST', url: '/api/generate-voiceover', payload: { text: 'Bob was here.', projectId: f.projectId } }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "speak with A's cloned voice",
        request: (f) => ({
          method: 'POST',
          url: '/api/generate-voiceover',
          payload: { text: 'Say this in her voice.', voice_id: f.profileId },
        }),
        status: 404,
        body: () => notFound('Voice profile not found'),
        sameAsUnknownId: true,
      },
    ],
  },
  // A's project and its script, by A's project id: each refused exactly as for an id nobody has.
  ...(
    [
      ['GET /api/projects/:id', 'read', (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}` })],
      [
        'PATCH /api/projects/:id',
        'rename',
        (f) => ({ method: 'PATCH', url: `/api/projects/${f.projectId}`, payload: { title: 'Taken over' } }),
      ],
      ['DELETE /api/projects/:id', 'delete', (f) => ({ method: 'DELETE', url: `/api/projects/${f.projectId}` })],
      ['POST /api/projects/:id/duplicate', 'duplicate', (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/duplicate` })],
      [
        'POST /api/projects/:id/script/generate',
        'write a new script into',
        (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/script/generate`, payload: { topic: 'Bob was here' } }),
      ],
      [
        'PUT /api/projects/:id/script',
        'overwrite the script of',
        (f) => ({ method: 'PUT', url: `/api/projects/${f.projectId}/script`, payload: { content: 'Bob was here.', baseVersion: 1 } }),
      ],
      [
        'GET /api/projects/:id/script/versions',
        'read the script versions of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/script/versions` }),
      ],
      [
        'POST /api/projects/:id/script/versions/:version/restore',
        'restore a script version of',
        (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/script/versions/1/restore` }),
      ],
      [
        'GET /api/projects/:id/voiceovers',
        'list the voiceovers of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/voiceovers` }),
      ],
      [
        'GET /api/projects/:id/thumbnails',
        'list the thumbnails of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/thumbnails` }),
      ],
      [
        'POST /api/projects/:id/seo',
        'analyse the script of',
        (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/seo`, payload: { content: 'Bob was here and analysed this.' } }),
      ],
      ['GET /api/projects/:id/export', 'export', (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/export` })],
      ['GET /api/projects/:id/images', 'list the images of', (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/images` })],
      ['GET /api/projects/:id/renders', 'list the videos of', (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/renders` })],
      [
        'GET /api/projects/:id/publications',
        'list the publications of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/publications` }),
      ],
      [
        'GET /api/projects/:id/narrations',
        'list the narration takes of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/narrations` }),
      ],
      [
        'POST /api/projects/:id/narrations',
        'upload a narration take into',
        (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/narrations`, ...f.narrationForm }),
      ],
      ['GET /api/projects/:id/media', 'list the media of', (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/media` })],
      [
        'GET /api/projects/:id/shorts',
        'list the shorts searches of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/shorts` }),
      ],
      [
        'GET /api/projects/:id/shorts/batches',
        'list the batches of shorts of',
        (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/shorts/batches` }),
      ],
      [
        'POST /api/projects/:id/media',
        'upload a photo into',
        (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/media`, ...f.mediaForm }),
      ],
      [
        'POST /api/images/generate',
        'draw pictures into',
        (f) => ({ method: 'POST', url: '/api/images/generate', payload: { prompt: 'Bob was here', count: 1, projectId: f.projectId } }),
      ],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: [
      // A script is written at a voice's pace: the voice may be one of the caller's profiles.
      ...(route.endsWith('/script/generate') ? ['body.voiceId'] : []),
      ...(route.includes(':') ? [...route.matchAll(/:(\w+)/g)].map(([, name]) => `params.${name}`) : ['body.projectId']),
    ],
    kind: 'owned',
    why: 'projects and their scripts are read and changed by owner and id',
    attempts: [{ tries: `${action} A's project`, request, status: 404, body: () => notFound('Project not found'), sameAsUnknownId: true }],
  })),
  {
    route: 'POST /api/projects/:id/voiceovers',
    fields: ['body.voice_id', 'params.id'],
    kind: 'owned',
    why: "a project is voiced only by its owner, and a profile id resolves only among the caller's own profiles",
    attempts: [
      {
        tries: "voice the script of A's project",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/voiceovers`, payload: {} }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "voice its own project with A's cloned voice",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.bProjectId}/voiceovers`, payload: { voice_id: f.profileId } }),
        status: 404,
        body: () => notFound('Voice profile not found'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'POST /api/projects/:id/renders',
    fields: ['body.music.fileId', 'body.scenes[].imageId', 'body.voiceoverId', 'params.id'],
    kind: 'owned',
    why: "a project is rendered only by its owner, and music resolves only among the caller's own uploads",
    attempts: [
      {
        tries: "render A's project",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/renders`, payload: { format: '16:9', resolution: '720p' } }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "render its own project over A's music",
        request: (f) => ({
          method: 'POST',
          url: `/api/projects/${f.bProjectId}/renders`,
          payload: { format: '16:9', resolution: '720p', music: { fileId: f.musicFileId, volume: 30 } },
        }),
        status: 404,
        body: () => notFound('Music file not found', 'MUSIC_NOT_FOUND'),
        sameAsUnknownId: true,
      },
      {
        tries: "render its own project with A's voiceover",
        request: (f) => ({
          method: 'POST',
          url: `/api/projects/${f.bProjectId}/renders`,
          payload: { format: '16:9', resolution: '720p', voiceoverId: f.projectVoiceoverId },
        }),
        status: 404,
        body: () => notFound('Voiceover not found', 'VOICEOVER_NOT_FOUND'),
        sameAsUnknownId: true,
      },
      {
        tries: "render its own project with A's image as a scene",
        request: (f) => ({
          method: 'POST',
          url: `/api/projects/${f.bProjectId}/renders`,
          payload: { format: '16:9', resolution: '720p', scenes: [{ imageId: f.imageId, text: 'Bob was here.' }] },
        }),
        status: 400,
        body: () => ({ message: 'A scene uses an image that is not in this project.', code: 'SCENE_IMAGE_NOT_FOUND' }),
        sameAsUnknownId: true,
      },
    ],
  },
  ...(
    [
      ['GET', "read the storyboard of A's project", undefined],
      ['PUT', "overwrite the storyboard of A's project", 'project'],
      ['DELETE', "reset the storyboard of A's project", undefined],
    ] as const
  ).map(([method, tries, body]): HttpRow => ({
    route: `${method} /api/projects/:id/storyboard`,
    fields: method === 'PUT' ? ['body.scenes[].id', 'body.scenes[].mediaId', 'body.voiceoverId', 'params.id'] : ['params.id'],
    kind: 'owned',
    why: "a storyboard is read and changed by its project's owner, over that project's voiceover and media only",
    attempts: [
      {
        tries,
        request: (f) => ({
          method,
          url: `/api/projects/${f.projectId}/storyboard`,
          ...(body ? { payload: storyboardOf(f.projectVoiceoverId) } : {}),
        }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      ...(method === 'PUT'
        ? ([
            {
              tries: "time its own project's storyboard on A's voiceover",
              request: (f) => ({
                method,
                url: `/api/projects/${f.bProjectId}/storyboard`,
                payload: storyboardOf(f.projectVoiceoverId),
              }),
              status: 404,
              body: () => notFound('Voiceover not found', 'VOICEOVER_NOT_FOUND'),
              sameAsUnknownId: true,
            },
            {
              tries: "show A's photo in its own project's storyboard",
              request: (f) => ({
                method,
                url: `/api/projects/${f.bProjectId}/storyboard`,
                payload: storyboardOf(f.bVoiceoverId, f.mediaId),
              }),
              status: 400,
              body: () => ({ message: 'A scene uses a photo or clip that is not in this project’s media.', code: 'MEDIA_NOT_FOUND' }),
              sameAsUnknownId: true,
            },
          ] satisfies HttpAttempt[])
        : []),
    ],
  })),
  {
    route: 'GET /api/docs/static/*',
    fields: ['params.*'],
    kind: 'not-user-data',
    why: "the API reference's own script and style files, the same for everyone",
    attempts: [
      {
        tries: 'read the reference page’s stylesheet: the same file anyone gets',
        request: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
        status: 200,
        sameWithoutToken: true,
      },
    ],
  },
  ...(
    [
      ['GET /api/renders/:id', 'read', (f) => ({ method: 'GET', url: `/api/renders/${f.renderId}` })],
      ['POST /api/renders/:id/cancel', 'cancel', (f) => ({ method: 'POST', url: `/api/renders/${f.renderId}/cancel` })],
      ['DELETE /api/renders/:id', 'delete', (f) => ({ method: 'DELETE', url: `/api/renders/${f.renderId}` })],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.id'],
    kind: 'owned',
    why: 'renders are read, canceled and deleted by owner and id',
    attempts: [
      {
        tries: `${action} A's render`,
        request,
        status: 404,
        body: () => notFound('Render not found', 'RENDER_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  ...(
    [
      ['GET /api/narrations/:id', 'read', (f) => ({ method: 'GET', url: `/api/narrations/${f.narrationId}` })],
      ['DELETE /api/narrations/:id', 'delete', (f) => ({ method: 'DELETE', url: `/api/narrations/${f.narrationId}` })],
      [
        'POST /api/narrations/:id/cleanups',
        'clean up',
        (f) => ({ method: 'POST', url: `/api/narrations/${f.narrationId}/cleanups`, payload: { trimSilence: true } }),
      ],
      [
        'POST /api/narrations/:id/lines',
        'record a line into',
        (f) => ({ method: 'POST', url: `/api/narrations/${f.narrationId}/lines`, ...f.narrationForm }),
      ],
      [
        'POST /api/narrations/:id/script',
        'rewrite the script after',
        (f) => ({ method: 'POST', url: `/api/narrations/${f.narrationId}/script` }),
      ],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.id'],
    kind: 'owned',
    why: "a narration take is read, changed and deleted only through its owner's project",
    attempts: [
      {
        tries: `${action} A's narration take`,
        request,
        status: 404,
        body: () => notFound('Narration not found', 'NARRATION_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  ...(
    [
      ['DELETE /api/media/:id', 'delete', (f) => ({ method: 'DELETE', url: `/api/media/${f.mediaId}` })],
      ['GET /api/media/:id/file', 'download', (f) => ({ method: 'GET', url: `/api/media/${f.mediaId}/file` })],
      ['GET /api/media/:id/poster', 'see the poster of', (f) => ({ method: 'GET', url: `/api/media/${f.mediaId}/poster` })],
      ['GET /api/media/:id/filmstrip', 'see the filmstrip of', (f) => ({ method: 'GET', url: `/api/media/${f.mediaId}/filmstrip` })],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.id'],
    kind: 'owned',
    why: "media are read and deleted only by their owner's id (their files are never served at /files)",
    attempts: [
      {
        tries: `${action} A's media`,
        request,
        status: 404,
        body: () => notFound('Media not found', 'MEDIA_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  {
    route: 'POST /api/projects/:id/shorts',
    fields: ['body.sourceId', 'params.id'],
    kind: 'owned',
    why: "a project's videos are searched for shorts by its owner only, and a source resolves only among that project's media and renders",
    attempts: [
      {
        tries: "search A's project for shorts",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/shorts`, payload: { sourceId: f.mediaId } }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "search A's clip for shorts from its own project",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.bProjectId}/shorts`, payload: { sourceId: f.mediaId } }),
        status: 404,
        body: () =>
          notFound('Choose a video or sound from this project’s media, or one of its finished renders.', 'SHORTS_SOURCE_NOT_FOUND'),
      },
    ],
  },
  ...(
    [
      ['GET /api/shorts/:jobId', 'read', (f) => ({ method: 'GET', url: `/api/shorts/${f.shortsJobId}` })],
      [
        'GET /api/shorts/:jobId/transcript',
        'read the transcript of',
        (f) => ({ method: 'GET', url: `/api/shorts/${f.shortsJobId}/transcript` }),
      ],
      [
        'POST /api/shorts/:jobId/renders',
        'render shorts from',
        (f) => ({
          method: 'POST',
          url: `/api/shorts/${f.shortsJobId}/renders`,
          payload: { format: '9:16', resolution: '720p', clips: [{ start: 0, end: 5 }] },
        }),
      ],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.jobId'],
    kind: 'owned',
    why: 'a search for shorts is read and rendered from by its owner and id only',
    attempts: [
      {
        tries: `${action} A's search for shorts`,
        request,
        status: 404,
        body: () => notFound('Shorts not found', 'SHORTS_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  ...(
    [
      ['GET /api/shorts/batches/:batchId', 'read', (f) => ({ method: 'GET', url: `/api/shorts/batches/${f.shortBatchId}` })],
      [
        'POST /api/shorts/batches/:batchId/cancel',
        'cancel',
        (f) => ({ method: 'POST', url: `/api/shorts/batches/${f.shortBatchId}/cancel` }),
      ],
      ['DELETE /api/shorts/batches/:batchId', 'delete', (f) => ({ method: 'DELETE', url: `/api/shorts/batches/${f.shortBatchId}` })],
      [
        'GET /api/shorts/batches/:batchId/package',
        'download',
        (f) => ({ method: 'GET', url: `/api/shorts/batches/${f.shortBatchId}/package` }),
      ],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.batchId'],
    kind: 'owned',
    why: 'a batch of shorts is read, canceled, deleted and downloaded by its owner and id only',
    attempts: [
      {
        tries: `${action} A's batch of shorts`,
        request,
        status: 404,
        body: () => notFound('Shorts batch not found', 'SHORT_BATCH_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  ...(
    [
      [
        'PATCH /api/uploads/resumable/:uploadId',
        'send bytes into',
        (f) => ({
          method: 'PATCH',
          url: `/api/uploads/resumable/${f.uploadId}`,
          headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          payload: Buffer.from('Bob was here'),
        }),
      ],
      [
        'DELETE /api/uploads/resumable/:uploadId',
        'cancel',
        (f) => ({ method: 'DELETE', url: `/api/uploads/resumable/${f.uploadId}`, headers: { 'tus-resumable': '1.0.0' } }),
      ],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.uploadId'],
    kind: 'owned',
    why: "a resumable upload's id starts with its owner's, and only its owner reaches it",
    attempts: [
      {
        tries: `${action} A's resumable upload`,
        request,
        status: 404,
        body: () => notFound('Upload not found', 'UPLOAD_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  {
    route: 'POST /api/scripts/generate',
    fields: ['body.projectId', 'body.voiceId'],
    kind: 'owned',
    why: "a script is kept only in the caller's own project, and written at the pace of the caller's own voices only",
    attempts: [
      {
        tries: "keep a script in A's project",
        request: (f) => ({ method: 'POST', url: '/api/scripts/generate', payload: { topic: 'Bob was here', projectId: f.projectId } }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "write at the pace of A's voice profile (the default voice's pace is used, as for an unknown voice)",
        request: (f) => ({
          method: 'POST',
          url: '/api/scripts/generate',
          payload: { topic: 'Bob was here', seed: 7, voiceId: f.profileId },
        }),
        status: 200,
        sameAsUnknownId: true,
      },
    ],
  },
  // A project's images: A's project with B's own image, and B's own project with A's image.
  ...(
    [
      ['POST /api/projects/:id/images', 'POST', 'use'],
      ['DELETE /api/projects/:id/images/:imageId', 'DELETE', 'stop using'],
    ] as const
  ).map(([route, method, action]): HttpRow => ({
    route,
    fields: method === 'POST' ? ['body.imageId', 'params.id'] : ['params.id', 'params.imageId'],
    kind: 'owned',
    why: "a project uses only its owner's gallery images, changed only by its owner",
    attempts: [
      {
        tries: `${action} its own image in A's project`,
        request: (f) =>
          method === 'POST'
            ? { method, url: `/api/projects/${f.projectId}/images`, payload: { imageId: f.bImageId } }
            : { method, url: `/api/projects/${f.projectId}/images/${f.bImageId}` },
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: `${action} A's image in its own project`,
        request: (f) =>
          method === 'POST'
            ? { method, url: `/api/projects/${f.bProjectId}/images`, payload: { imageId: f.imageId } }
            : { method, url: `/api/projects/${f.bProjectId}/images/${f.imageId}` },
        status: 404,
        body: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  {
    route: 'DELETE /api/projects/:id/voiceovers/:voiceoverId',
    fields: ['params.id', 'params.voiceoverId'],
    kind: 'owned',
    why: "a project's voiceover is deleted only through its owner's project",
    attempts: [
      {
        tries: "delete A's voiceover through A's project",
        request: (f) => ({ method: 'DELETE', url: `/api/projects/${f.projectId}/voiceovers/${f.projectVoiceoverId}` }),
        status: 404,
        body: () => notFound('Voiceover not found', 'VOICEOVER_NOT_FOUND'),
        sameAsUnknownId: true,
      },
      {
        tries: "delete A's voiceover through its own project",
        request: (f) => ({ method: 'DELETE', url: `/api/projects/${f.bProjectId}/voiceovers/${f.projectVoiceoverId}` }),
        status: 404,
        body: () => notFound('Voiceover not found', 'VOICEOVER_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'POST /api/projects/:id/thumbnails',
    fields: ['body.imageId', 'params.id'],
    kind: 'owned',
    why: "thumbnails are made only in the caller's own project, over the caller's own gallery images",
    attempts: [
      {
        tries: "make thumbnails in A's project",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.projectId}/thumbnails`, payload: {} }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "make thumbnails in its own project over A's image",
        request: (f) => ({ method: 'POST', url: `/api/projects/${f.bProjectId}/thumbnails`, payload: { imageId: f.imageId } }),
        status: 404,
        body: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  ...(
    [
      ['POST /api/projects/:id/thumbnails/:thumbnailId/choose', 'choose', 'POST', '/choose'],
      ['DELETE /api/projects/:id/thumbnails/:thumbnailId', 'delete', 'DELETE', ''],
    ] as const
  ).map(([route, action, method, suffix]): HttpRow => ({
    route,
    fields: ['params.id', 'params.thumbnailId'],
    kind: 'owned',
    why: "a project's thumbnail is chosen or deleted only through its owner's project",
    attempts: [
      {
        tries: `${action} A's thumbnail through A's project`,
        request: (f) => ({ method, url: `/api/projects/${f.projectId}/thumbnails/${f.projectThumbnailId}${suffix}` }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: `${action} A's thumbnail through its own project`,
        request: (f) => ({ method, url: `/api/projects/${f.bProjectId}/thumbnails/${f.projectThumbnailId}${suffix}` }),
        status: 404,
        body: () => notFound('Thumbnail not found', 'THUMBNAIL_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  {
    route: 'GET /api/subscription-status/:email',
    fields: ['params.email'],
    kind: 'own-only',
    why: "the e-mail must be the caller's own",
    attempts: [
      {
        tries: "read A's subscription by A's e-mail",
        request: (f) => ({ method: 'GET', url: `/api/subscription-status/${encodeURIComponent(f.a.email)}` }),
        status: 403,
        body: () => ({ message: 'You can only look up your own subscription.', code: 'FORBIDDEN' }),
      },
      {
        tries: "read A's subscription by A's e-mail in capitals",
        request: (f) => ({ method: 'GET', url: `/api/subscription-status/${encodeURIComponent(f.a.email.toUpperCase())}` }),
        status: 403,
        body: () => ({ message: 'You can only look up your own subscription.', code: 'FORBIDDEN' }),
      },
      {
        tries: 'read its own subscription (control)',
        request: (f) => ({ method: 'GET', url: `/api/subscription-status/${encodeURIComponent(f.b.email)}` }),
        status: 200,
        body: () => ({ isActive: true }),
      },
    ],
  },
  {
    route: 'GET /api/checkout/local/:id',
    fields: ['params.id'],
    kind: 'capability',
    why: 'the local test checkout is reached by its unguessable id, like a Stripe Checkout URL',
    attempts: [
      {
        tries: "read A's checkout by its id: only what an anonymous holder of the id sees, no user data",
        request: (f) => ({ method: 'GET', url: `/api/checkout/local/${f.checkoutId}` }),
        status: 200,
        body: (f) => ({
          id: f.checkoutId,
          kind: 'subscription',
          description: expect.any(String),
          amountCents: expect.any(Number),
          currency: 'usd',
          status: 'open',
        }),
        sameWithoutToken: true,
      },
      {
        tries: 'guess a checkout id',
        request: () => ({ method: 'GET', url: `/api/checkout/local/${randomUUID()}` }),
        status: 404,
        body: () => notFound('This checkout does not exist.', 'CHECKOUT_NOT_FOUND'),
      },
    ],
  },
  ...(['pay', 'cancel'] as const).map((action): HttpRow => ({
    route: `POST /api/checkout/local/:id/${action}`,
    fields: ['params.id'],
    kind: 'capability',
    why: 'the local test checkout is decided by whoever holds its unguessable id (no token is read)',
    attempts: [
      {
        tries: `${action} someone's open checkout it holds the id of: its token changes nothing`,
        request: async (f) => ({ method: 'POST', url: `/api/checkout/local/${await f.newCheckout()}/${action}` }),
        status: 200,
        body: () => ({ redirectUrl: expect.any(String) }),
        sameWithoutToken: true,
      },
      {
        tries: `${action} a guessed checkout id`,
        request: () => ({ method: 'POST', url: `/api/checkout/local/${randomUUID()}/${action}` }),
        status: 404,
        body: () => notFound('This checkout does not exist.', 'CHECKOUT_NOT_FOUND'),
      },
    ],
  })),
  {
    route: 'GET /files/*',
    fields: ['params.*'],
    kind: 'capability',
    why: 'generated files are served by their unguessable key (an <img> sends no token); voice samples never',
    attempts: [
      {
        tries: "fetch A's image by its URL: the bytes anyone with the URL gets",
        request: (f) => ({ method: 'GET', url: f.imageUrl }),
        status: 200,
        sameWithoutToken: true,
      },
      {
        tries: "fetch A's voiceover audio by its URL",
        request: (f) => ({ method: 'GET', url: f.voiceover.audioUrl }),
        status: 200,
        sameWithoutToken: true,
      },
      {
        tries: "fetch A's voice sample (kept to rebuild the profile, never served)",
        request: (f) => ({ method: 'GET', url: `/files/${f.sampleKey}` }),
        status: 404,
        body: () => notFound('File not found'),
        sameWithoutToken: true,
      },
      {
        tries: 'fetch an image A deleted',
        request: (f) => ({ method: 'GET', url: f.deletedImageUrl }),
        status: 404,
        body: () => notFound('File not found'),
        sameWithoutToken: true,
      },
    ],
  },
  {
    route: 'POST /api/auth/login',
    fields: ['body.email', 'body.visitorId'],
    kind: 'credential',
    why: "A's e-mail opens a session only with A's password; a visitor id only marks the caller's own session (it can refuse only the caller's own affiliate commissions)",
    attempts: [
      {
        tries: "sign in with A's e-mail and its own password",
        request: (f) => ({ method: 'POST', url: '/api/auth/login', payload: { email: f.a.email, password: f.b.password } }),
        status: 401,
        body: () => ({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
      },
      {
        tries: 'sign in to its own account with a visitor id: the session is its own',
        request: (f) => ({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: f.b.email, password: f.b.password, visitorId: randomUUID() },
        }),
        status: 200,
        body: (f) => expect.objectContaining({ user: expect.objectContaining({ id: f.b.user.id }) }),
      },
    ],
  },
  {
    route: 'POST /api/auth/register',
    fields: ['body.email', 'body.visitorId'],
    kind: 'credential',
    why: "A's e-mail cannot be registered again (in any case), so A's account and password stay A's",
    attempts: [
      {
        tries: "register A's e-mail again, in capitals, with a new password",
        request: (f) => ({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: 'Not Alice',
            email: f.a.email.toUpperCase(),
            password: 'a brand new password 77',
            confirmPassword: 'a brand new password 77',
            visitorId: randomUUID(),
          },
        }),
        status: 409,
        body: () => ({ message: 'An account with this email already exists. Please sign in instead.', code: 'EMAIL_TAKEN' }),
      },
    ],
  },
  {
    route: 'POST /api/auth/refresh',
    fields: ['headers.x-session-token'],
    kind: 'credential',
    why: "the session token is the caller's own secret: it refreshes only its own session",
    attempts: [
      {
        tries: 'refresh with its own session token: gets its own user, not A',
        request: () => ({ method: 'POST', url: '/api/auth/refresh' }),
        status: 200,
        body: (f) => ({
          token: expect.any(String),
          sessionToken: expect.any(String),
          expiresIn: expect.any(Number),
          user: expect.objectContaining({ id: f.b.user.id, email: f.b.email }),
        }),
      },
      {
        tries: 'refresh with a made-up session token',
        request: () => ({ method: 'POST', url: '/api/auth/refresh', headers: { 'x-session-token': randomUUID() } }),
        status: 401,
        body: () => ({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }),
      },
    ],
  },
  {
    route: 'POST /api/auth/logout',
    fields: ['body.sessionToken', 'headers.x-session-token'],
    kind: 'credential',
    why: 'a session token ends only the session it is the secret of',
    attempts: [
      {
        tries: "sign out a second session of its own: A's sessions stay live",
        request: async (f) => {
          const second = await f.bSecondSession();
          return { method: 'POST', url: '/api/auth/logout', headers: second, payload: { sessionToken: second['x-session-token'] } };
        },
        status: 200,
        body: () => ({ success: true }),
      },
    ],
  },
  {
    route: 'POST /api/auth/password-reset',
    fields: ['body.email'],
    kind: 'credential',
    why: "the reset link goes only to A's mailbox; the answer is the same for any address and nothing of A's changes",
    attempts: [
      {
        tries: "ask for a reset link for A's e-mail: answered as for any address",
        request: (f) => ({ method: 'POST', url: '/api/auth/password-reset', payload: { email: f.a.email } }),
        status: 200,
        body: () => ({ success: true, message: accountMessages.resetRequested }),
      },
    ],
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    fields: ['body.token'],
    kind: 'credential',
    why: "the token is the mailed link's secret: only the mailbox's owner has it, stored hashed",
    attempts: [
      {
        tries: 'set a password with a made-up reset token',
        request: () => ({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token: randomUUID(), password: 'taken over password 1' },
        }),
        status: 400,
        body: () => ({ message: accountMessages.resetLinkInvalid, code: 'LINK_INVALID' }),
      },
    ],
  },
  {
    route: 'POST /api/auth/verify-email',
    fields: ['body.token'],
    kind: 'credential',
    why: "the token is the mailed link's secret: it verifies only the address it was sent to",
    attempts: [
      {
        tries: 'verify an address with a made-up token',
        request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: randomUUID() } }),
        status: 400,
        body: () => ({ message: accountMessages.emailLinkInvalid, code: 'LINK_INVALID' }),
      },
    ],
  },
  {
    route: 'POST /api/account/email',
    fields: ['body.email'],
    kind: 'credential',
    why: "B may ask to move its own account (with its own password) only to an address no account has: A's is refused",
    attempts: [
      {
        tries: "move its own account to A's e-mail",
        request: (f) => ({ method: 'POST', url: '/api/account/email', payload: { email: f.a.email, password: f.b.password } }),
        status: 409,
        body: () => ({ message: 'An account with this email already exists. Please sign in instead.', code: 'EMAIL_TAKEN' }),
      },
    ],
  },
  {
    route: 'POST /api/account/email/confirm',
    fields: ['body.token'],
    kind: 'credential',
    why: "the token is the mailed link's secret: only the new address's owner has it, stored hashed",
    attempts: [
      {
        tries: 'change an address with a made-up token',
        request: () => ({ method: 'POST', url: '/api/account/email/confirm', payload: { token: randomUUID() } }),
        status: 400,
        body: () => ({ message: accountMessages.emailLinkInvalid, code: 'LINK_INVALID' }),
      },
    ],
  },
  {
    route: 'DELETE /api/account/sessions/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: 'a session is signed out only by its own user, by id',
    attempts: [
      {
        tries: "sign out A's session",
        request: (f) => ({ method: 'DELETE', url: `/api/account/sessions/${f.aSessionId}` }),
        status: 404,
        body: () => notFound(accountMessages.sessionNotFound, 'SESSION_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'DELETE /api/account/tokens/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: 'a personal API token is revoked only by its own user, by id',
    attempts: [
      {
        tries: "revoke A's API token",
        request: (f) => ({ method: 'DELETE', url: `/api/account/tokens/${f.apiTokenId}` }),
        status: 404,
        body: () => notFound(apiTokenMessages.notFound, 'API_TOKEN_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  // A's webhook endpoint, by its id: refused exactly as an id nobody has.
  ...(
    [
      ['DELETE /api/webhooks/:id', 'delete', (f) => ({ method: 'DELETE', url: `/api/webhooks/${f.webhookId}` })],
      [
        'GET /api/webhooks/:id/deliveries',
        'read the deliveries of',
        (f) => ({ method: 'GET', url: `/api/webhooks/${f.webhookId}/deliveries` }),
      ],
      ['POST /api/webhooks/:id/resume', 'resume', (f) => ({ method: 'POST', url: `/api/webhooks/${f.webhookId}/resume` })],
      ['POST /api/webhooks/:id/test', 'send a test event to', (f) => ({ method: 'POST', url: `/api/webhooks/${f.webhookId}/test` })],
      [
        'POST /api/webhooks/:id/rotate-secret',
        'rotate the secret of',
        (f) => ({ method: 'POST', url: `/api/webhooks/${f.webhookId}/rotate-secret` }),
      ],
    ] as const satisfies readonly [string, string, (f: Fixture) => InjectOptions][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.id'],
    kind: 'owned',
    why: 'a webhook endpoint is read and changed only by its owner, by id',
    attempts: [
      {
        tries: `${action} A's webhook endpoint`,
        request,
        status: 404,
        body: () => notFound(webhookMessages.notFound, 'WEBHOOK_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  {
    route: 'POST /api/newsletter',
    fields: ['body.email'],
    kind: 'not-user-data',
    why: 'the subscriber list holds addresses, not accounts; a second subscription changes nothing',
    attempts: [
      {
        tries: "subscribe A's e-mail (A subscribed already)",
        request: (f) => ({ method: 'POST', url: '/api/newsletter', payload: { email: f.a.email } }),
        status: 200,
        body: () => ({ message: 'You are already subscribed. Thanks for reading!', alreadySubscribed: true }),
      },
    ],
  },
  {
    route: 'POST /api/affiliate/create',
    fields: ['body.payoutEmail'],
    kind: 'not-user-data',
    why: "the payout e-mail is written to the caller's own new account, never linked to A's",
    attempts: [
      {
        tries: "open its own affiliate account paying out to A's e-mail",
        request: (f) => ({ method: 'POST', url: '/api/affiliate/create', payload: { payoutEmail: f.a.email } }),
        status: 201,
        body: (f) => ({
          affiliateCode: expect.not.stringMatching(`^${f.affiliateCode}$`),
          payoutEmail: f.a.email,
          totalEarnings: 0,
          totalReferrals: 0,
          createdAt: expect.any(String),
        }),
        byNewUser: true,
      },
    ],
  },
  ...(['/api/create-checkout-session', '/api/create-subscription-intent'] as const).map((url): HttpRow => ({
    route: `POST ${url}`,
    fields: ['body.priceId'],
    kind: 'not-user-data',
    why: "price ids are the public catalogue; the checkout is the caller's own",
    attempts: [
      {
        tries: 'start its own checkout',
        request: () => ({ method: 'POST', url, payload: { priceId: 'price_premium' } }),
        status: 200,
      },
    ],
  })),
  {
    route: 'POST /api/analytics/pageview',
    fields: ['body.visitorId'],
    kind: 'not-user-data',
    why: 'an anonymous id the browser made up; nothing is read back',
    attempts: [
      {
        tries: 'record a page view',
        request: () => ({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/app', visitorId: randomUUID() } }),
        status: 204,
      },
    ],
  },
  {
    route: 'DELETE /api/channels/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: "a connected channel is disconnected (its grant revoked) only by its owner's id",
    attempts: [
      {
        tries: "disconnect A's YouTube channel",
        request: (f) => ({ method: 'DELETE', url: `/api/channels/${f.channelId}` }),
        status: 404,
        body: () => notFound('Channel not found', 'CHANNEL_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'GET /api/channels/youtube/callback',
    fields: ['query.code'],
    kind: 'capability',
    why:
      "Google's redirect back: the consent screen's state (single use, stored hashed) and the cookie of the browser that opened it are the access; " +
      "B's token adds nothing, and A's state without A's browser connects nothing",
    attempts: [
      {
        tries: "finish A's consent with A's state, from B's own browser",
        request: (f) => ({
          method: 'GET',
          url: `/api/channels/youtube/callback?code=4%2F0A-made-up&state=${f.channelState}`,
          headers: { cookie: `genesis_channels=${'b'.repeat(43)}` },
        }),
        status: 302,
        location: '/app?channels=error&reason=invalid_state',
        sameWithoutToken: true,
      },
    ],
  },
  {
    route: 'GET /api/auth/oidc/start',
    fields: ['query.visitorId'],
    kind: 'not-user-data',
    why: "the browser's own made-up id, kept for the session single sign-on starts; nothing is read back",
    attempts: [
      {
        tries: 'start single sign-on (none is set up here)',
        request: () => ({ method: 'GET', url: `/api/auth/oidc/start?visitorId=${randomUUID()}` }),
        status: 302,
        location: '/login?sso_error=not_configured',
        sameWithoutToken: true,
      },
    ],
  },
  {
    route: 'GET /api/auth/oidc/callback',
    fields: ['query.code'],
    kind: 'capability',
    why:
      "the OpenID provider's redirect back: the state (single use, stored hashed) and the cookie of the browser that started it are the " +
      "access; B's token adds nothing, and A's state without A's browser links nothing",
    attempts: [
      {
        tries: "finish A's link with A's state, from B's own browser",
        request: (f) => ({
          method: 'GET',
          url: `/api/auth/oidc/callback?code=made-up&state=${f.ssoState}`,
          headers: { cookie: `genesis_sso=${'b'.repeat(43)}` },
        }),
        status: 302,
        location: '/account?sso_error=invalid_state',
        sameWithoutToken: true,
      },
    ],
  },
  {
    route: 'DELETE /api/account/sso/identities/:id',
    fields: ['params.id'],
    kind: 'owned',
    why: 'a link to an OpenID identity is removed only by its own user, by id',
    attempts: [
      {
        tries: "unlink A's single sign-on",
        request: (f) => ({ method: 'DELETE', url: `/api/account/sso/identities/${f.ssoIdentityId}` }),
        status: 404,
        body: () => notFound('Sign-in link not found', 'SSO_IDENTITY_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'POST /api/projects/:id/publications',
    fields: ['body.categoryId', 'body.channelId', 'body.renderId', 'params.id'],
    kind: 'owned',
    why:
      "a project is published only by its owner, to one of the caller's own channels, and a render resolves only among that project's " +
      'finished ones (the category is YouTube’s public catalogue)',
    attempts: [
      {
        tries: "publish A's finished video of A's project to its own channel",
        request: (f) => ({
          method: 'POST',
          url: `/api/projects/${f.projectId}/publications`,
          payload: publicationTo(f.bChannelId, f.finishedRenderId),
        }),
        status: 404,
        body: () => notFound('Project not found'),
        sameAsUnknownId: true,
      },
      {
        tries: "publish its own project to A's channel",
        request: (f) => ({
          method: 'POST',
          url: `/api/projects/${f.bProjectId}/publications`,
          payload: publicationTo(f.channelId, f.finishedRenderId),
        }),
        status: 404,
        body: () => notFound('Channel not found', 'CHANNEL_NOT_FOUND'),
        sameAsUnknownId: true,
      },
      {
        tries: "publish A's finished video to its own channel, from its own project",
        request: (f) => ({
          method: 'POST',
          url: `/api/projects/${f.bProjectId}/publications`,
          payload: publicationTo(f.bChannelId, f.finishedRenderId),
        }),
        status: 404,
        body: () => notFound('Render not found', 'RENDER_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  ...(
    [
      ['GET /api/publications/:id', 'read', (f) => ({ method: 'GET', url: `/api/publications/${f.publicationId}` })],
      [
        'PATCH /api/publications/:id',
        'reschedule',
        (f) => ({
          method: 'PATCH',
          url: `/api/publications/${f.publicationId}`,
          payload: { publishAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
        }),
      ],
      ['DELETE /api/publications/:id', 'cancel', (f) => ({ method: 'DELETE', url: `/api/publications/${f.publicationId}` })],
      [
        'POST /api/publications/:id/refresh',
        'look again on YouTube at',
        (f) => ({ method: 'POST', url: `/api/publications/${f.publicationId}/refresh` }),
      ],
    ] as const satisfies readonly [string, string, HttpAttempt['request']][]
  ).map(([route, action, request]): HttpRow => ({
    route,
    fields: ['params.id'],
    kind: 'owned',
    why: 'publications are read, rescheduled, canceled and looked at again by owner and id',
    attempts: [
      {
        tries: `${action} A's publication`,
        request,
        status: 404,
        body: () => notFound('Publication not found', 'PUBLICATION_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  })),
  {
    route: 'GET /api/publications/quota',
    fields: ['query.channelId'],
    kind: 'owned',
    why: "a channel's share of the day's quota is shown for the caller's own channels only",
    attempts: [
      {
        tries: "read the quota A's channel spent today",
        request: (f) => ({ method: 'GET', url: `/api/publications/quota?channelId=${f.channelId}` }),
        status: 404,
        body: () => notFound('Channel not found', 'CHANNEL_NOT_FOUND'),
        sameAsUnknownId: true,
      },
    ],
  },
  {
    route: 'GET /api/calendar/:file',
    fields: ['params.file'],
    kind: 'capability',
    why:
      "the calendar feed's secret address (a 32-byte token, stored as its SHA-256) is the access, for calendar apps that send no session; " +
      "B's token adds nothing, and an address that is not a live feed's is 404 whoever asks",
    attempts: [
      {
        tries: 'read a calendar feed at a made-up address',
        request: () => ({ method: 'GET', url: `/api/calendar/${randomBytes(32).toString('base64url')}.ics` }),
        status: 404,
        body: () => notFound('Calendar not found', 'CALENDAR_NOT_FOUND'),
        sameWithoutToken: true,
      },
      {
        tries: "read A's calendar feed at the address of its stored hash",
        request: (f) => ({ method: 'GET', url: `/api/calendar/${createHash('sha256').update(f.calendarToken).digest('base64url')}.ics` }),
        status: 404,
        body: () => notFound('Calendar not found', 'CALENDAR_NOT_FOUND'),
        sameWithoutToken: true,
      },
    ],
  },
  {
    route: 'GET /ws',
    fields: ['socket messages'],
    kind: 'owned',
    why: 'the chat socket: its messages are the socket matrix below',
    attempts: [],
  },
  // The operator console: B is no administrator (A registered first, and no ADMIN_EMAILS is set), so
  // each route answers as if it did not exist, whatever it names; A's account is left as it was.
  ...(
    [
      ['GET /api/admin/users/:id', 'read', (f) => ({ method: 'GET', url: `/api/admin/users/${f.a.user.id}` })],
      [
        'POST /api/admin/users/:id/extend-trial',
        'extend the trial of',
        (f) => ({ method: 'POST', url: `/api/admin/users/${f.a.user.id}/extend-trial`, payload: { hours: 24 } }),
      ],
      [
        'POST /api/admin/users/:id/grant-plan',
        'grant a plan to',
        (f) => ({ method: 'POST', url: `/api/admin/users/${f.a.user.id}/grant-plan`, payload: { planId: 'premium', days: 30 } }),
      ],
      [
        'PUT /api/admin/users/:id/fair-use',
        'set the fair-use limits of',
        (f) => ({ method: 'PUT', url: `/api/admin/users/${f.a.user.id}/fair-use`, payload: { scripts: 0, images: 0, period: 'day' } }),
      ],
      ['POST /api/admin/users/:id/suspend', 'suspend', (f) => ({ method: 'POST', url: `/api/admin/users/${f.a.user.id}/suspend` })],
      ['POST /api/admin/users/:id/unsuspend', 'unsuspend', (f) => ({ method: 'POST', url: `/api/admin/users/${f.a.user.id}/unsuspend` })],
      ['DELETE /api/admin/users/:id', 'delete', (f) => ({ method: 'DELETE', url: `/api/admin/users/${f.a.user.id}` })],
      [
        'POST /api/admin/affiliates/payouts/:id/paid',
        'record as paid (by its id) a payout of',
        (f) => ({ method: 'POST', url: `/api/admin/affiliates/payouts/${f.a.user.id}/paid`, payload: { reference: 'Bob' } }),
      ],
      [
        'POST /api/admin/payments/:id/refund',
        'refund (by its id) a payment of',
        (f) => ({ method: 'POST', url: `/api/admin/payments/${f.a.user.id}/refund` }),
      ],
      // The instance's webhook endpoints (by the id of A's own): B can neither reach them nor A's this way.
      [
        'DELETE /api/admin/webhooks/:id',
        'delete a webhook endpoint of',
        (f) => ({ method: 'DELETE', url: `/api/admin/webhooks/${f.webhookId}` }),
      ],
      [
        'GET /api/admin/webhooks/:id/deliveries',
        'read the webhook deliveries of',
        (f) => ({ method: 'GET', url: `/api/admin/webhooks/${f.webhookId}/deliveries` }),
      ],
      [
        'POST /api/admin/webhooks/:id/resume',
        'resume a webhook endpoint of',
        (f) => ({ method: 'POST', url: `/api/admin/webhooks/${f.webhookId}/resume` }),
      ],
      [
        'POST /api/admin/webhooks/:id/test',
        'send a test event to a webhook endpoint of',
        (f) => ({ method: 'POST', url: `/api/admin/webhooks/${f.webhookId}/test` }),
      ],
      [
        'POST /api/admin/webhooks/:id/rotate-secret',
        'rotate the secret of a webhook endpoint of',
        (f) => ({ method: 'POST', url: `/api/admin/webhooks/${f.webhookId}/rotate-secret` }),
      ],
      // Deployment-wide settings and files, not any user's; B must not reach them either.
      [
        'PUT /api/admin/ai-engines',
        'point the AI engines (with a key of its own) away from',
        () => ({ method: 'PUT', url: '/api/admin/ai-engines', payload: { engines: { scripts: { provider: 'openai', apiKey: 'sk-b' } } } }),
        ['body.engines.*.apiKey'],
      ],
      [
        'POST /api/admin/ai-engines/:capability/test',
        'test AI engine settings with the saved keys of',
        () => ({ method: 'POST', url: '/api/admin/ai-engines/scripts/test', payload: { setting: { provider: 'openai', apiKey: 'sk-b' } } }),
        ['body.setting.apiKey', 'params.capability'],
      ],
      [
        'PUT /api/admin/publishing/google',
        'point the studio’s Google OAuth client (with a secret of its own) away from',
        () => ({
          method: 'PUT',
          url: '/api/admin/publishing/google',
          payload: { clientId: 'bob.apps.googleusercontent.com', clientSecret: 'x' },
        }),
        ['body.clientId'],
      ],
      [
        'PUT /api/admin/sign-in',
        'point the studio’s single sign-on (with a secret of its own) away from',
        () => ({
          method: 'PUT',
          url: '/api/admin/sign-in',
          payload: {
            provider: { issuerUrl: 'https://idp.bob.example', clientId: 'bob', clientSecret: 'x', label: 'Bob ID' },
            passwordSignIn: false,
          },
        }),
        ['body.provider.clientId'],
      ],
      [
        'DELETE /api/admin/models/:fileName',
        'delete a downloaded model serving',
        () => ({ method: 'DELETE', url: '/api/admin/models/tiny.gguf' }),
        ['params.fileName'],
      ],
      [
        'GET /api/admin/models/downloads/:id',
        'read a model download of',
        (f) => ({ method: 'GET', url: `/api/admin/models/downloads/${f.a.user.id}` }),
      ],
      [
        'POST /api/admin/models/downloads/:id/cancel',
        'cancel a model download of',
        (f) => ({ method: 'POST', url: `/api/admin/models/downloads/${f.a.user.id}/cancel` }),
      ],
    ] as const satisfies readonly (
      [string, string, (f: Fixture) => InjectOptions] | [string, string, (f: Fixture) => InjectOptions, string[]]
    )[]
  ).map(([route, action, request, fields]): HttpRow => ({
    route,
    fields: fields ?? [...(route.endsWith('/grant-plan') ? ['body.planId'] : []), 'params.id'],
    kind: 'administrators-only',
    why: 'the operator console answers anyone but an administrator with the unknown-route 404',
    attempts: [
      {
        tries: `${action} A's account through the console`,
        request,
        status: 404,
        body: (f) => {
          const { method, url } = request(f);
          return notFound(`No route for ${method} ${String(url).split('?')[0]}`);
        },
      },
    ],
  })),
];

// ---------------------------------------------------------------------------------------------
// The socket matrix
// ---------------------------------------------------------------------------------------------

interface SocketAttempt {
  tries: string;
  send(f: Fixture): Record<string, unknown>;
  /** The event B gets… */
  event: ServerEvent['type'];
  /** …with exactly these fields besides `type` (asymmetric matchers allowed). */
  with: (f: Fixture) => Record<string, unknown>;
  /** A reply B's own message started: wait until it is over. */
  until?: ServerEvent['type'];
  sameAsUnknownId?: true;
}

interface SocketRow {
  message: string;
  fields: string[];
  kind: Kind;
  why: string;
  attempts: SocketAttempt[];
}

const conversationNotFound = { code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found' };

const socketMatrix: SocketRow[] = [
  {
    message: 'get_conversation_history',
    fields: ['conversationId'],
    kind: 'owned',
    why: "a conversation id is looked up among the caller's own",
    attempts: [
      {
        tries: "read A's conversation by id",
        send: (f) => ({ type: 'get_conversation_history', conversationId: f.conversationId }),
        event: 'error',
        with: () => conversationNotFound,
        sameAsUnknownId: true,
      },
      {
        tries: "read by A's category and context: finds nothing of A's",
        send: () => ({ type: 'get_conversation_history', ...aContext }),
        event: 'conversation_history',
        with: () => ({ conversation: null, messages: [] }),
      },
    ],
  },
  {
    message: 'chat_message',
    fields: ['conversationId', 'messageId', 'voiceProfileId'],
    kind: 'owned',
    why: "a message goes only into the caller's own conversation, spoken only with the caller's voices",
    attempts: [
      {
        tries: "write into A's conversation",
        send: (f) => ({ type: 'chat_message', message: 'Sneaking in', ...aContext, conversationId: f.conversationId }),
        event: 'error',
        with: () => conversationNotFound,
        sameAsUnknownId: true,
      },
      {
        tries: "reuse A's client message id: stored in its own conversation",
        send: () => ({ type: 'chat_message', message: 'Bob asks about bicycles', ...aContext, messageId: aClientMessageId }),
        event: 'user_message_saved',
        with: () => ({
          conversationId: expect.any(String),
          clientMessageId: aClientMessageId,
          message: expect.objectContaining({ role: 'user', content: 'Bob asks about bicycles' }),
        }),
        until: 'ai_typing_stop',
      },
      {
        tries: "have the reply spoken with A's voice profile: answered without audio",
        send: (f) => ({ type: 'chat_message', message: 'Bob asks again', ...aContext, isVoice: true, voiceProfileId: f.profileId }),
        event: 'chat_response',
        with: () => ({ conversationId: expect.any(String), message: expect.objectContaining({ role: 'assistant', partial: false }) }),
        until: 'ai_typing_stop',
      },
    ],
  },
  {
    message: 'clear_conversation_history',
    fields: ['conversationId'],
    kind: 'owned',
    why: "only the caller's own conversation is cleared",
    attempts: [
      {
        tries: "clear A's conversation",
        send: (f) => ({ type: 'clear_conversation_history', conversationId: f.conversationId }),
        event: 'error',
        with: () => conversationNotFound,
        sameAsUnknownId: true,
      },
    ],
  },
  {
    message: 'generate_speech',
    fields: ['messageId', 'voiceProfileId'],
    kind: 'owned',
    why: "a profile id resolves only among the caller's own profiles; messageId is only echoed",
    attempts: [
      {
        tries: "speak with A's voice profile",
        send: (f) => ({ type: 'generate_speech', text: 'In her voice', voiceProfileId: f.profileId, messageId: aClientMessageId }),
        event: 'error',
        with: () => ({ code: 'NOT_FOUND', message: 'Voice profile not found' }),
        sameAsUnknownId: true,
      },
      {
        tries: "speak with a stock voice, echoing A's message id (control)",
        send: () => ({ type: 'generate_speech', text: 'In my voice', voiceProfileId: 'espeak-james', messageId: aClientMessageId }),
        event: 'speech_generated',
        with: () => ({ audioUrl: expect.stringMatching(/^\/files\/voiceovers\//), messageId: aClientMessageId }),
      },
    ],
  },
  {
    message: 'connection_established',
    fields: [],
    kind: 'not-user-data',
    why: 'answers the caller its own user id',
    attempts: [
      {
        tries: 'ask who it is',
        send: () => ({ type: 'connection_established' }),
        event: 'connection_established',
        with: (f) => ({ userId: f.b.user.id, serverTime: expect.any(String) }),
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

/**
 * How long an answer on the socket may take: speaking a sentence is seconds of eSpeak when the
 * machine is busy (it was 7 s at load 15).
 */
const SOCKET_WAIT_MS = 30_000;

describe("user B's tokens against user A's data", { timeout: 60_000 }, () => {
  const registeredRoutes: CollectedRoute[] = [];
  const collectRoutes = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registeredRoutes.push({
          method,
          url: route.url,
          schema: route.schema,
          websocket: (route as { websocket?: boolean }).websocket === true,
        });
      }
    });
  };
  const ctx = {} as TestContext;
  let closeApp = async () => {};
  afterAll(() => closeApp());

  let origin = '';
  const f = {} as Fixture;

  const send = (options: InjectOptions, caller: RegisteredUser | null) =>
    ctx.app.inject({ ...options, headers: { ...(caller?.headers ?? {}), ...(options.headers ?? {}) } });

  /** A request the fixture needs to succeed; its JSON body (none for 204). */
  const asUser = async (user: RegisteredUser, options: InjectOptions, status: number) => {
    const response = await send(options, user);
    if (response.statusCode !== status) throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
    return response.body === '' ? undefined : response.json();
  };

  async function createFixture() {
    const app = ctx.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const a = await registerUser(app, { name: 'Alice Owner' });
    // B's password differs from A's, so signing in as A with it must fail.
    const b = await registerUser(app, { name: 'Bob Other', password: 'bobs own password 55' });
    // On a paid plan, usage is counted: B's count must be B's alone.
    await subscribeUser(ctx, a, 'basic');
    await subscribeUser(ctx, b, 'basic');
    const generate = (user: RegisteredUser, prompt: string) =>
      asUser(user, { method: 'POST', url: '/api/images/generate', payload: { prompt, count: 1, seed: 7 } }, 200).then(
        (body) => body.images[0],
      );

    const image = await generate(a, aPrompt);
    const deleted = await generate(a, `${aPrompt} (deleted)`);
    await asUser(a, { method: 'DELETE', url: `/api/images/${deleted.id}` }, 204);

    const sample = await speechSample({ voice: 'en-us+f2', pitch: 80, seconds: 8, format: 'wav' });
    const upload = await multipartBody({
      audio: { bytes: sample, name: 'sample.wav', type: 'audio/wav' },
      name: `Alice narrator ${marker}`,
      description: 'My own voice',
      consent: 'true',
    });
    const { profile } = await asUser(a, { method: 'POST', url: '/api/voice/clone', headers: upload.headers, payload: upload.payload }, 201);
    const [profileRow] = await ctx.database.db.select().from(voiceProfiles).where(eq(voiceProfiles.id, profile.id));
    const voiceover = await asUser(
      a,
      { method: 'POST', url: '/api/generate-voiceover', payload: { text: 'Alice speaks.', voice_id: profile.id } },
      200,
    );

    const socket = await openSocket(origin, a.token);
    socket.send({ type: 'chat_message', message: `Alice private plan ${marker}`, ...aContext, messageId: aClientMessageId });
    const { conversationId } = await socket.next('chat_response');
    await socket.next('ai_typing_stop');
    await socket.close();

    const affiliate = await asUser(a, { method: 'POST', url: '/api/affiliate/create', payload: { payoutEmail: a.email } }, 201);
    await registerThroughAffiliateLink(app, affiliate.affiliateCode);
    await asUser(a, { method: 'POST', url: '/api/newsletter', payload: { email: a.email } }, 201);
    const intent = await asUser(a, { method: 'POST', url: '/api/create-subscription-intent', payload: { priceId: 'price_premium' } }, 200);

    const project = await asUser(
      a,
      { method: 'POST', url: '/api/projects', payload: { title: `Alice project ${marker}`, topic: aPrompt } },
      201,
    );
    await asUser(a, { method: 'POST', url: `/api/projects/${project.id}/script/generate`, payload: { videoLength: '1-3 minutes' } }, 200);
    const projectVoiceover = await asUser(a, { method: 'POST', url: `/api/projects/${project.id}/voiceovers`, payload: {} }, 201);
    const { thumbnails } = await asUser(a, { method: 'POST', url: `/api/projects/${project.id}/thumbnails`, payload: {} }, 201);
    const music = await multipartBody({ file: { bytes: sample, name: 'theme.wav', type: 'audio/wav' } });
    const musicFile = await asUser(a, { method: 'POST', url: '/api/uploads/music', headers: music.headers, payload: music.payload }, 201);
    const { render } = await asUser(
      a,
      {
        method: 'POST',
        url: `/api/projects/${project.id}/renders`,
        payload: { format: '9:16', resolution: '720p', music: { fileId: musicFile.fileId, volume: 40 } },
      },
      202,
    );
    const narrationForm = await multipartBody({ sentenceIndex: '0', audio: { bytes: sample, name: 'take.wav', type: 'audio/wav' } });
    const take = await multipartBody({ audio: { bytes: sample, name: 'take.wav', type: 'audio/wav' } });
    const narration = await asUser(
      a,
      { method: 'POST', url: `/api/projects/${project.id}/narrations`, headers: take.headers, payload: take.payload },
      202,
    );
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const mediaForm = await multipartBody({ file: { bytes: photo, name: 'photo.png', type: 'image/png' } });
    // A's own clip, with sound: it has a file, a poster and a filmstrip to ask for.
    const clipFolder = await mkdtemp(join(tmpdir(), 'genesis-matrix-clip-'));
    await makeClip((await ctx.deps.video())!.ffmpeg, join(clipFolder, 'alice.mp4'), ['red'], { hz: 440 });
    const aClip = await multipartBody({
      file: { bytes: await readFile(join(clipFolder, 'alice.mp4')), name: 'alice.mp4', type: 'video/mp4' },
    });
    await rm(clipFolder, { recursive: true, force: true });
    const media = await asUser(
      a,
      { method: 'POST', url: `/api/projects/${project.id}/media`, headers: aClip.headers, payload: aClip.payload },
      201,
    );
    const started = await send(
      {
        method: 'POST',
        url: '/api/uploads/resumable',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(photo.length),
          'upload-metadata': `projectId ${Buffer.from(project.id).toString('base64')},filename ${Buffer.from('alice.png').toString('base64')}`,
        },
      },
      a,
    );
    if (started.statusCode !== 201) throw new Error(`resumable upload: ${started.statusCode} ${started.body}`);
    const uploadId = String(started.headers.location).split('/').at(-1)!;
    // A's search for shorts and a batch from it, as the job and the batch route leave them.
    const [shortsJob] = await ctx.database.db
      .insert(shortsJobs)
      .values({
        userId: a.user.id,
        projectId: project.id,
        sourceId: media.id,
        sourceSeconds: 30,
        minSeconds: 15,
        maxSeconds: 30,
        count: 3,
        status: 'done',
        createdAt: new Date(),
      })
      .returning();
    const [shortBatch] = await ctx.database.db
      .insert(shortBatches)
      .values({ userId: a.user.id, projectId: project.id, jobId: shortsJob!.id, createdAt: new Date() })
      .returning();
    // A's YouTube channel as the callback leaves it (this app has no Google client: the rows are written as the flow writes them).
    const cipher = ctx.deps.settingsCipher;
    const [channel] = await ctx.database.db
      .insert(channels)
      .values({
        userId: a.user.id,
        platform: 'youtube',
        externalId: `UCalice${marker}`,
        name: `Alice channel ${marker}`,
        pictureUrl: null,
        refreshTokenCiphertext: cipher.encrypt(`1//alice-refresh-${marker}`),
        accessTokenCiphertext: cipher.encrypt(`ya29.alice-access-${marker}`),
        accessTokenExpiresAt: new Date(Date.now() + 3600_000),
        scopes: ['https://www.googleapis.com/auth/youtube.upload'],
        status: 'connected',
        connectedAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    const channelState = randomUUID().replaceAll('-', '').padEnd(43, 'x');
    // A's browser's key: B's browser has another.
    const channelBrowserKey = 'a'.repeat(43);
    const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
    await ctx.database.db.insert(oauthStates).values({
      stateHash: sha256(channelState),
      userId: a.user.id,
      platform: 'youtube',
      codeVerifier: `verifier-${marker}`,
      redirectUri: 'http://localhost/api/channels/youtube/callback',
      browserHash: sha256(channelBrowserKey),
      expiresAt: new Date(Date.now() + 10 * 60_000),
      createdAt: new Date(),
    });
    // A's single sign-on link, and a link A started in A's browser (rows as the flow writes them: no provider here).
    const [ssoIdentity] = await ctx.database.db
      .insert(userIdentities)
      .values({ userId: a.user.id, issuer: 'https://idp.example.com', subject: `alice-${marker}`, email: a.email, createdAt: new Date() })
      .returning();
    const ssoState = randomUUID().replaceAll('-', '').padEnd(43, 'y');
    await ctx.database.db.insert(oidcLoginStates).values({
      stateHash: sha256(ssoState),
      purpose: 'link',
      userId: a.user.id,
      codeVerifier: `verifier-${marker}`,
      nonce: `nonce-${marker}`,
      redirectUri: 'http://localhost/api/auth/oidc/callback',
      browserHash: sha256(channelBrowserKey),
      context: {},
      expiresAt: new Date(Date.now() + 10 * 60_000),
      createdAt: new Date(),
    });
    // A finished video of A's project, as a render worker leaves it (this app runs none), published to A's channel: its
    // upload under way and not due (no job runs it), with a publish time, so A could still reschedule or cancel it.
    const [queuedRender] = await ctx.database.db.select().from(renders).where(eq(renders.id, render.id));
    const finishedAt = new Date();
    const [finishedRender] = await ctx.database.db
      .insert(renders)
      .values({
        userId: a.user.id,
        projectId: project.id,
        voiceoverId: projectVoiceover.id,
        status: 'done',
        progress: 100,
        settings: queuedRender!.settings,
        videoKey: `renders/${a.user.id}/alice-${marker}.mp4`,
        durationSeconds: 3,
        width: 720,
        height: 1280,
        bytes: 1024,
        createdAt: finishedAt,
        startedAt: finishedAt,
        finishedAt,
      })
      .returning();
    const publishAt = new Date(Date.now() + 7 * 86_400_000);
    const [publication] = await ctx.database.db
      .insert(publications)
      .values({
        userId: a.user.id,
        projectId: project.id,
        channelId: channel!.id,
        platform: 'youtube',
        renderId: finishedRender!.id,
        title: `Alice video ${marker}`,
        description: `Alice's description ${marker}`,
        tags: ['alice'],
        categoryId: '22',
        language: 'en',
        privacy: 'public',
        madeForKids: false,
        publishAt,
        thumbnail: false,
        captions: false,
        status: 'uploading',
        dueAt: null,
        calendarAt: publishAt,
        createdAt: finishedAt,
        updatedAt: finishedAt,
      })
      .returning();
    // A's calendar feed: its address's token (only its SHA-256 is stored, as POST /api/calendar/feed stores it).
    const calendarToken = randomBytes(32).toString('base64url');
    await ctx.database.db.insert(calendarFeeds).values({ userId: a.user.id, tokenHash: sha256(calendarToken), createdAt: new Date() });
    const bProject = await asUser(b, { method: 'POST', url: '/api/projects', payload: { title: 'Bob own video' } }, 201);
    // B's own connected channel, so B's publications get past the channel to the render they name.
    const [bChannel] = await ctx.database.db
      .insert(channels)
      .values({
        userId: b.user.id,
        platform: 'youtube',
        externalId: `UCbob${marker}`,
        name: 'Bob own channel',
        pictureUrl: null,
        refreshTokenCiphertext: cipher.encrypt('1//bob-refresh'),
        accessTokenCiphertext: cipher.encrypt('ya29.bob-access'),
        accessTokenExpiresAt: new Date(Date.now() + 3600_000),
        scopes: ['https://www.googleapis.com/auth/youtube.upload'],
        status: 'connected',
        connectedAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await asUser(
      b,
      { method: 'PUT', url: `/api/projects/${bProject.id}/script`, payload: { content: 'Bob speaks.', baseVersion: 0 } },
      200,
    );
    // Voiced, so B's own render gets as far as the music it names, and B's storyboard as far as the media it names.
    const bVoiceover = await asUser(b, { method: 'POST', url: `/api/projects/${bProject.id}/voiceovers`, payload: {} }, 201);

    const bImage = await generate(b, bPrompt);
    const bConversation = await asUser(b, { method: 'POST', url: '/api/chat/conversation', payload: { category: 'advertising' } }, 201);
    const bAffiliate = await asUser(b, { method: 'POST', url: '/api/affiliate/create', payload: { payoutEmail: b.email } }, 201);

    const aApiToken = await asUser(
      a,
      { method: 'POST', url: '/api/account/tokens', payload: { name: `Alice script ${marker}`, scopes: ['read', 'generate', 'publish'] } },
      201,
    );
    await asUser(b, { method: 'POST', url: '/api/account/tokens', payload: { name: 'Bob script', scopes: ['read'] } }, 201);
    // Public IP literals: no name to resolve, and no delivery is made (no event happens to them).
    const aWebhook = await asUser(
      a,
      { method: 'POST', url: '/api/webhooks', payload: { url: `https://93.184.215.14/alice-${marker}`, events: ['render.finished'] } },
      201,
    );
    await asUser(
      b,
      { method: 'POST', url: '/api/webhooks', payload: { url: 'https://93.184.215.14/bob', events: ['render.failed'] } },
      201,
    );
    Object.assign(f, {
      a,
      b,
      imageId: image.id,
      imageUrl: image.url,
      thumbnailUrl: image.thumbnailUrl,
      deletedImageUrl: deleted.url,
      profileId: profile.id,
      sampleKey: profileRow!.sampleKey,
      voiceover: { audioUrl: voiceover.audioUrl, vtt: voiceover.captions.vtt, srt: voiceover.captions.srt },
      conversationId,
      projectId: project.id,
      projectVoiceoverId: projectVoiceover.id,
      projectVoiceoverUrl: projectVoiceover.audioUrl,
      projectThumbnailId: thumbnails[0].id,
      projectThumbnailUrl: thumbnails[0].url,
      renderId: render.id,
      narrationId: narration.id,
      narrationForm,
      musicFileId: musicFile.fileId,
      mediaId: media.id,
      mediaForm,
      uploadId,
      shortsJobId: shortsJob!.id,
      shortBatchId: shortBatch!.id,
      channelId: channel!.id,
      channelState,
      ssoIdentityId: ssoIdentity!.id,
      ssoState,
      finishedRenderId: finishedRender!.id,
      publicationId: publication!.id,
      calendarToken,
      affiliateCode: affiliate.affiliateCode,
      checkoutId: localCheckoutIdOf(intent.clientSecret)!,
      bImageId: bImage.id,
      bConversationId: bConversation.id,
      bProjectId: bProject.id,
      bChannelId: bChannel!.id,
      bVoiceoverId: bVoiceover.id,
      bAffiliateCode: bAffiliate.affiliateCode,
      aSessionId: (await asUser(a, { method: 'GET', url: '/api/account/sessions' }, 200)).sessions[0].id,
      apiTokenId: aApiToken.id,
      apiToken: aApiToken.token,
      webhookId: aWebhook.id,
      async newCheckout() {
        const owner = await registerUser(app);
        const started = await asUser(
          owner,
          { method: 'POST', url: '/api/create-subscription-intent', payload: { priceId: 'price_premium' } },
          200,
        );
        return localCheckoutIdOf(started.clientSecret)!;
      },
      async bSecondSession() {
        return authHeaders(
          await asUser(b, { method: 'POST', url: '/api/auth/login', payload: { email: b.email, password: b.password } }, 200),
        );
      },
    } satisfies Fixture);
  }

  /** Everything of A's, read back as A and from the database. */
  async function stateOfA() {
    const read = (url: string) => asUser(f.a, { method: 'GET', url }, 200);
    const digest = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      return `${response.statusCode} ${createHash('sha256').update(response.rawPayload).digest('hex')}`;
    };
    const db = ctx.database.db;
    const aId = f.a.user.id;
    const dashboard = await read('/api/affiliate/dashboard');
    return {
      user: await read('/api/auth/user'),
      gallery: await read('/api/images/gallery'),
      profiles: await read('/api/voice/profiles'),
      voices: await read('/api/voice/voices'),
      conversations: await read('/api/chat/conversations'),
      projects: await read('/api/projects'),
      project: await read(`/api/projects/${f.projectId}`),
      scriptVersions: await read(`/api/projects/${f.projectId}/script/versions`),
      thumbnails: await read(`/api/projects/${f.projectId}/thumbnails`),
      media: await read(`/api/projects/${f.projectId}/media`),
      channels: await read('/api/channels'),
      publication: await read(`/api/publications/${f.publicationId}`),
      publications: await read(`/api/projects/${f.projectId}/publications`),
      calendarFeed: await read('/api/calendar/feed'),
      preferences: await read('/api/user/preferences'),
      usage: await read('/api/usage'),
      payouts: await read('/api/affiliate/payouts'),
      // Clicks are left out: counting a click is what opening a published link (any page with ?ref=) is for.
      affiliate: { account: dashboard.affiliate, referrals: dashboard.referrals, commissions: dashboard.commissions },
      checkout: await read(`/api/checkout/local/${f.checkoutId}`),
      files: await Promise.all(
        [
          f.imageUrl,
          f.thumbnailUrl,
          f.voiceover.audioUrl,
          f.voiceover.vtt,
          f.voiceover.srt,
          f.projectVoiceoverUrl,
          f.projectThumbnailUrl,
        ].map(digest),
      ),
      rows: {
        user: await db.select().from(users).where(eq(users.id, aId)),
        sessions: await db.select().from(sessions).where(eq(sessions.userId, aId)).orderBy(asc(sessions.id)),
        images: await db.select().from(generatedImages).where(eq(generatedImages.userId, aId)).orderBy(asc(generatedImages.id)),
        profiles: await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, aId)).orderBy(asc(voiceProfiles.id)),
        conversations: await db.select().from(chatConversations).where(eq(chatConversations.userId, aId)),
        messages: await db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, f.conversationId))
          .orderBy(asc(chatMessages.createdAt)),
        affiliate: await db.select().from(affiliates).where(eq(affiliates.userId, aId)),
        projects: await db.select().from(projects).where(eq(projects.userId, aId)).orderBy(asc(projects.id)),
        scriptVersions: await db.select().from(scriptVersions).where(eq(scriptVersions.projectId, f.projectId)),
        media: await db.select().from(mediaFiles).where(eq(mediaFiles.userId, aId)).orderBy(asc(mediaFiles.id)),
        channels: await db.select().from(channels).where(eq(channels.userId, aId)),
        renders: await db.select().from(renders).where(eq(renders.userId, aId)).orderBy(asc(renders.id)),
        publications: await db.select().from(publications).where(eq(publications.userId, aId)),
        calendarFeeds: await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, aId)),
        apiTokens: await db.select().from(apiTokens).where(eq(apiTokens.userId, aId)),
        webhooks: await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, aId)),
        newsletter: await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, f.a.email)),
      },
    };
  }

  /**
   * A's state as the previous attempt left it, when that attempt checked it unchanged: the next
   * attempt starts from it instead of reading everything again. An attempt that fails on the way
   * leaves none, and the next one reads A's state afresh.
   */
  let checkedState: Awaited<ReturnType<typeof stateOfA>> | undefined;
  const stateBefore = async () => {
    const before = checkedState ?? (await stateOfA());
    checkedState = undefined;
    return before;
  };
  const expectStateAsBefore = async (before: Awaited<ReturnType<typeof stateOfA>>) => {
    const after = await stateOfA();
    expect(after).toEqual(before);
    checkedState = after;
  };

  /** Strings that only A's data contains: none may reach B in a list or on B's socket. */
  const aMarkers = () => [
    marker,
    f.a.user.id,
    f.a.email,
    f.imageId,
    f.profileId,
    f.conversationId,
    f.projectId,
    f.projectThumbnailId,
    f.affiliateCode,
    f.checkoutId,
    f.channelId,
    f.finishedRenderId,
    f.publicationId,
    f.apiTokenId,
    f.apiToken,
    f.ssoIdentityId,
    f.webhookId,
  ];
  const expectNoneOfA = (text: string) => {
    for (const value of aMarkers()) expect(text, `B was shown ${value}`).not.toContain(value);
  };

  // The app, A's and B's data: made once for the matrix. If making them fails or takes too long,
  // every test of the matrix fails with that error (not skipped, as after a failed beforeAll). A
  // fixture is about forty requests, a voice clone and voiceovers among them: seconds when the
  // machine is quiet, a minute at load 15.
  beforeAllOrFailEach(async () => {
    // Every Fastify instance announces itself on this channel as it is created, before any route exists.
    subscribe('fastify.initialization', collectRoutes);
    try {
      const built = await buildTestApp({ images: flatOfflineImages });
      closeApp = built.close;
      Object.assign(ctx, built);
    } finally {
      unsubscribe('fastify.initialization', collectRoutes);
    }
    await createFixture();
    // The fixture is what the tests think it is.
    expect(await stateOfA()).toMatchObject({
      gallery: { images: expect.arrayContaining([expect.objectContaining({ id: f.imageId, prompt: aPrompt })]) },
      profiles: expect.arrayContaining([expect.objectContaining({ id: f.profileId, isActive: true })]),
      conversations: expect.arrayContaining([expect.objectContaining({ id: f.conversationId })]),
      project: { id: f.projectId, script: { version: 1 }, voiceovers: [{ id: f.projectVoiceoverId }] },
      thumbnails: { thumbnails: expect.arrayContaining([expect.objectContaining({ id: f.projectThumbnailId, chosen: false })]) },
      affiliate: { account: { affiliateCode: f.affiliateCode }, referrals: [expect.anything()] },
      checkout: { status: 'open' },
      publication: { id: f.publicationId, status: 'uploading', channelId: f.channelId, renderId: f.finishedRenderId },
      publications: { publications: [expect.objectContaining({ id: f.publicationId })] },
      calendarFeed: { active: true },
      rows: { messages: [expect.objectContaining({ role: 'user' }), expect.objectContaining({ role: 'assistant' })] },
    });
    // A's feed is served at its address (so its hash, tried below, is a live feed's).
    const feed = await ctx.app.inject({ method: 'GET', url: `/api/calendar/${f.calendarToken}.ics` });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain(f.publicationId);
  }, 180_000);

  describe('guard: every route and socket message that takes an id or e-mail is in the matrix', () => {
    it('collected the routes the app registered', () => {
      expect(registeredRoutes.length).toBeGreaterThan(30);
      expect(registeredRoutes).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/images/:id' }));
    });

    it('finds the same routes, with the same id-like fields, as the HTTP matrix lists', () => {
      const found = Object.fromEntries(
        registeredRoutes
          .filter((route) => route.method !== 'HEAD')
          .map((route) => [`${route.method} ${route.url}`, routeFields(route)] as const)
          .filter(([, fields]) => fields.length > 0),
      );
      const listed = Object.fromEntries(httpMatrix.map((row) => [row.route, sorted(row.fields)]));
      expect(found).toEqual(listed);
    });

    it('finds the same socket messages, with the same id-like fields, as the socket matrix lists', () => {
      expect(socketMessageFields()).toEqual(Object.fromEntries(socketMatrix.map((row) => [row.message, sorted(row.fields)])));
    });

    it('tests every route that names user data with at least one attempt', () => {
      const untested = httpMatrix.filter((row) => row.attempts.length === 0 && row.route !== 'GET /ws');
      expect(untested.map((row) => row.route)).toEqual([]);
      expect(socketMatrix.filter((row) => row.attempts.length === 0)).toEqual([]);
    });
  });

  describe('HTTP routes', () => {
    const cases = httpMatrix.flatMap((row) =>
      row.attempts.map((attempt) => ({ route: row.route, kind: row.kind, tries: attempt.tries, status: attempt.status, attempt })),
    );

    it.each(cases)('$route ($kind): B tries to $tries → $status', async ({ attempt }) => {
      // Compared per attempt, so a leak fails the attempt that caused it, not every later one.
      const before = await stateBefore();
      const caller = attempt.byNewUser ? await registerUser(ctx.app) : f.b;
      const response = await send(await attempt.request(f), caller);
      expect(response.statusCode, response.body).toBe(attempt.status);
      if (attempt.body) expect(response.json()).toEqual(attempt.body(f));
      if (attempt.location) expect(response.headers.location).toBe(attempt.location);

      if (attempt.sameAsUnknownId) {
        const unknown = await send(await attempt.request({ ...f, ...nobodysIds() }), caller);
        expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: response.statusCode, body: response.json() });
      }
      if (attempt.sameWithoutToken) {
        const anonymous = await send(await attempt.request(f), null);
        expect(anonymous.statusCode).toBe(response.statusCode);
        expect(anonymous.headers['content-type']).toBe(response.headers['content-type']);
        expect(anonymous.rawPayload.equals(response.rawPayload)).toBe(true);
      }

      await expectStateAsBefore(before);
    });
  });

  describe('socket messages', () => {
    /** A socket of B's own per test: events left over from one attempt cannot answer the next. */
    const openAsB = async () => {
      const socket = await openSocket(origin, f.b.token);
      await socket.next('conversations_list', SOCKET_WAIT_MS);
      return socket;
    };

    it("greets B with B's conversations only", async () => {
      const socket = await openAsB();
      await socket.close();
      const list = socket.events.find((event) => event.type === 'conversations_list');
      expect(list).toEqual({
        type: 'conversations_list',
        conversations: expect.arrayContaining([expect.objectContaining({ id: f.bConversationId })]),
      });
      expectNoneOfA(JSON.stringify(list));
    });

    const cases = socketMatrix.flatMap((row) =>
      row.attempts.map((attempt) => ({ message: row.message, tries: attempt.tries, event: attempt.event, attempt })),
    );

    it.each(cases)('$message: B tries to $tries → $event', async ({ attempt }) => {
      const before = await stateBefore();
      const expected = { type: attempt.event, ...attempt.with(f) };
      const socket = await openAsB();
      try {
        socket.send(attempt.send(f));
        expect(await socket.next(attempt.event, SOCKET_WAIT_MS)).toEqual(expected);
        if (attempt.until) await socket.next(attempt.until, SOCKET_WAIT_MS);

        if (attempt.sameAsUnknownId) {
          socket.send(attempt.send({ ...f, ...nobodysIds() }));
          expect(await socket.next(attempt.event, SOCKET_WAIT_MS)).toEqual(expected);
        }
      } finally {
        await socket.close();
      }

      expectNoneOfA(JSON.stringify(socket.events));
      await expectStateAsBefore(before);
    });
  });

  describe("B's lists never show A's items", () => {
    interface ListCheck {
      list: string;
      url: (f: Fixture) => string;
      /** What B's list holds: exactly B's own items. */
      shows: (body: never, f: Fixture) => void;
    }
    const lists: ListCheck[] = [
      {
        list: 'GET /api/images/gallery',
        url: () => '/api/images/gallery',
        shows: (body: { images: { id: string }[] }, f) => expect(body.images.map((image) => image.id)).toEqual([f.bImageId]),
      },
      {
        list: "GET /api/images/gallery?search=<A's prompt>",
        url: () => `/api/images/gallery?search=${encodeURIComponent(aPrompt)}`,
        // Nothing of A's matches; the library totals are B's own (one image).
        shows: (body) =>
          expect(body).toEqual({
            images: [],
            pagination: { page: 1, total: 0, totalPages: 0 },
            library: { total: 1, latestAt: expect.any(String) },
          }),
      },
      {
        list: 'GET /api/projects',
        url: () => '/api/projects',
        shows: (body: { projects: { id: string }[] }, f) => expect(body.projects.map((project) => project.id)).toEqual([f.bProjectId]),
      },
      {
        list: "GET /api/projects?search=<A's project title>",
        url: () => `/api/projects?search=${encodeURIComponent(marker)}`,
        shows: (body) => expect(body).toEqual({ projects: [], pagination: { page: 1, total: 0, totalPages: 0 } }),
      },
      {
        list: "GET /api/projects/{B's project}/thumbnails",
        url: (f) => `/api/projects/${f.bProjectId}/thumbnails`,
        shows: (body) => expect(body).toEqual({ thumbnails: [] }),
      },
      { list: 'GET /api/voice/profiles', url: () => '/api/voice/profiles', shows: (body) => expect(body).toEqual([]) },
      {
        list: 'GET /api/voice/voices',
        url: () => '/api/voice/voices',
        shows: (body: { voices: { kind: string }[] }) => expect(body.voices.filter((voice) => voice.kind === 'profile')).toEqual([]),
      },
      {
        list: 'GET /api/chat/conversations',
        url: () => '/api/chat/conversations',
        shows: (body: { id: string }[], f) => expect(body.map((conversation) => conversation.id)).toContain(f.bConversationId),
      },
      {
        list: 'GET /api/user/preferences',
        url: () => '/api/user/preferences',
        shows: (body: { promptHistory: string[] }) => expect(body.promptHistory).toEqual([bPrompt]),
      },
      {
        list: "GET /api/prompts/suggestions?partial=<A's prompt start>",
        url: () => `/api/prompts/suggestions?partial=${encodeURIComponent(`alice-${marker}`)}`,
        shows: (body: string[]) => expect(body).toEqual([]),
      },
      {
        list: 'GET /api/affiliate/dashboard',
        url: () => '/api/affiliate/dashboard',
        shows: (body: { affiliate: { affiliateCode: string }; referrals: unknown[]; commissions: unknown[] }, f) => {
          expect(body.affiliate.affiliateCode).toBe(f.bAffiliateCode);
          expect({ referrals: body.referrals, commissions: body.commissions }).toEqual({ referrals: [], commissions: [] });
        },
      },
      {
        list: 'GET /api/channels',
        url: () => '/api/channels',
        shows: (body: { channels: { id: string }[]; youtubeConfigured: boolean }, f) =>
          expect({ channels: body.channels.map((channel) => channel.id), youtubeConfigured: body.youtubeConfigured }).toEqual({
            channels: [f.bChannelId],
            youtubeConfigured: false,
          }),
      },
      {
        list: 'GET /api/publications',
        url: () =>
          `/api/publications?from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 300 * 86_400_000).toISOString()}`,
        shows: (body) => expect(body).toEqual({ publications: [] }),
      },
      {
        list: "GET /api/projects/{B's project}/publications",
        url: (f) => `/api/projects/${f.bProjectId}/publications`,
        shows: (body) => expect(body).toEqual({ publications: [] }),
      },
      {
        list: 'GET /api/calendar/feed',
        url: () => '/api/calendar/feed',
        shows: (body) => expect(body).toEqual({ active: false, createdAt: null }),
      },
      {
        list: 'GET /api/usage',
        url: () => '/api/usage',
        shows: (body: { images: { used: number } }) => expect(body.images.used).toBe(1),
      },
      {
        list: 'GET /api/account/tokens',
        url: () => '/api/account/tokens',
        shows: (body: { tokens: { name: string }[] }) => expect(body.tokens.map((token) => token.name)).toEqual(['Bob script']),
      },
      {
        list: 'GET /api/webhooks',
        url: () => '/api/webhooks',
        shows: (body: { endpoints: { url: string }[] }) =>
          expect(body.endpoints.map((endpoint) => endpoint.url)).toEqual(['https://93.184.215.14/bob']),
      },
      {
        list: 'GET /api/auth/user',
        url: () => '/api/auth/user',
        shows: (body: { id: string; email: string }, f) =>
          expect({ id: body.id, email: body.email }).toEqual({ id: f.b.user.id, email: f.b.email }),
      },
    ];

    it.each(lists)('$list', async ({ url, shows }) => {
      const response = await send({ method: 'GET', url: url(f) }, f.b);
      expect(response.statusCode, response.body).toBe(200);
      shows(response.json() as never, f);
      expectNoneOfA(response.body);
    });
  });
});
