/**
 * The MCP server at /mcp, called as an agent calls it: the SDK's own Client over Streamable HTTP,
 * against the app listening on loopback, with personal API tokens. The engines are the offline ones
 * (real work, no keys), renders run on the job queue with ffmpeg, publishing goes to the Google stand-in.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokenMessages, createdApiToken, type ApiTokenScope } from '@shared/contracts/api-tokens';
import { mcpMessages } from '@shared/contracts/mcp';
import { projectProblems } from '@shared/contracts/projects';
import { publicationMessages } from '@shared/contracts/publishing';
import { renderProblems, type Render } from '@shared/contracts/renders';
import { scriptProblems } from '@shared/contracts/scripts';
import { useTestApp } from '../../test/build-test-app';
import { capturedLog } from '../../test/captured-log';
import { registerUser, recordUsage, subscribeUser, type RegisteredUser } from '../../test/factories';
import { startGoogleTestServer, type GoogleTestServer } from '../../test/google-test-server';
import { appOrigin } from '../../test/listen-locally';
import { publishingApi } from '../../test/publishing-api';
import { flatPictures, RENDER_WAIT_MS, shortScript } from '../../test/renders-api';
import { mcpTools } from './server';

let google: GoogleTestServer;
beforeAll(async () => {
  google = await startGoogleTestServer();
});
afterAll(() => google.close());

const logged = capturedLog();
const ctx = useTestApp({ images: flatPictures, log: logged.log }, () => google.env);
const publishing = publishingApi(ctx, () => google);
let origin = '';
beforeAll(async () => {
  origin = await appOrigin(ctx.app);
  await ctx.services.renders.start({ embedded: false });
});

const everyScope: ApiTokenScope[] = ['read', 'generate', 'publish'];

async function tokenOf(user: RegisteredUser, scopes: ApiTokenScope[] = everyScope, expiresInDays?: 7) {
  const payload = { name: 'Agent', scopes, ...(expiresInDays ? { expiresInDays } : {}) };
  const response = await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: user.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return createdApiToken.parse(response.json());
}

/** An MCP client connected to /mcp with `token` as its bearer (initialize done). */
async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** A user with a token of `scopes` and an MCP client on it; `call` answers a tool's result. */
async function agent(scopes: ApiTokenScope[] = everyScope) {
  const user = await registerUser(ctx.app);
  const token = await tokenOf(user, scopes);
  const client = await connect(token.token);
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  /** The tool's structured answer; the call must succeed. */
  const answer = async <T = Record<string, unknown>>(name: string, args: Record<string, unknown> = {}): Promise<T> => {
    const result = await call(name, args);
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
    return result.structuredContent as T;
  };
  return { user, token, client, call, answer };
}

/** The message of a tool error; the call must have failed as a tool (not as the protocol). */
function toolError(result: CallToolResult): string {
  expect(result.isError, JSON.stringify(result)).toBe(true);
  return (result.content[0] as { text: string }).text;
}

const post = (headers: Record<string, string>, body: object = { jsonrpc: '2.0', id: 1, method: 'tools/list' }) =>
  fetch(`${origin}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });

describe('the MCP server', { timeout: 120_000 }, () => {
  it('lists a tool for each thing a creator does, each on an API route whose scope it needs', async () => {
    const { client } = await agent(['read']);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'analyze_seo',
        'create_project',
        'generate_images',
        'get_publication',
        'get_render',
        'list_channels',
        'list_projects',
        'make_voiceover',
        'publish',
        'start_render',
        'write_script',
      ].sort(),
    );
    for (const tool of mcpTools) {
      const [method, url] = tool.route.split(' ') as ['GET' | 'POST', string];
      expect(ctx.app.hasRoute({ method, url }), tool.route).toBe(true);
      expect(ctx.services.apiTokens.scopeFor(method, url), tool.route).not.toBe('refused');
    }
    // The input schemas are the API's contracts: the route's rules and the project's id.
    const start = tools.find((tool) => tool.name === 'start_render')!;
    expect(start.inputSchema.required).toEqual(expect.arrayContaining(['projectId', 'format', 'resolution']));
    expect(start.description).toContain("'generate' scope");
    expect(tools.find((tool) => tool.name === 'publish')!.description).toContain("'publish' scope");
    expect(tools.find((tool) => tool.name === 'list_projects')!.annotations?.readOnlyHint).toBe(true);
    await client.close();
  });

  it('does a creator’s work: a project written, analysed, voiced, illustrated and rendered, the render followed to its video', async () => {
    const { user, client, answer } = await agent();
    const project = await answer<{ id: string; title: string }>('create_project', {
      title: 'Pour-over at home',
      topic: 'pour-over coffee',
    });
    const script = await answer<{ generatedScript: string; projectId: string; version: number; engine: string }>('write_script', {
      topic: 'pour-over coffee at home',
      videoLength: '1-3 minutes',
      projectId: project.id,
    });
    expect(script).toMatchObject({ projectId: project.id, version: 1, engine: 'offline-writer' });
    expect(script.generatedScript).toMatch(/coffee/i);

    const seo = await answer<{ scriptVersion: number; analysis: { seoScore: string; titles: string[] } }>('analyze_seo', {
      projectId: project.id,
    });
    expect(seo.scriptVersion).toBe(1);
    expect(Number(seo.analysis.seoScore)).toBeGreaterThan(0);
    expect(seo.analysis.titles.length).toBeGreaterThan(0);

    // A short script, so the render below is seconds of ffmpeg.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}/script`,
      headers: user.headers,
      payload: { content: shortScript, baseVersion: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const voiceover = await answer<{ id: string; scriptVersion: number; durationSeconds: number; audioUrl: string }>('make_voiceover', {
      projectId: project.id,
      voice_id: 'espeak-emma',
    });
    expect(voiceover.scriptVersion).toBe(2);
    expect(voiceover.durationSeconds).toBeGreaterThan(1);
    expect(voiceover.audioUrl).toMatch(/^\/files\//);

    const images = await answer<{ images: { id: string }[] }>('generate_images', {
      prompt: 'a kettle pouring',
      count: 1,
      projectId: project.id,
    });
    expect(images.images).toHaveLength(1);

    const listed = await answer<{ projects: { id: string; hasScript: boolean; hasVoiceover: boolean }[] }>('list_projects', {});
    expect(listed.projects).toEqual([expect.objectContaining({ id: project.id, hasScript: true, hasVoiceover: true })]);

    // Long work answers at once with an id; another tool follows it.
    const started = await answer<{ render: Render }>('start_render', {
      projectId: project.id,
      format: '16:9',
      resolution: '720p',
      captions: { enabled: false },
    });
    expect(started.render).toMatchObject({ projectId: project.id, status: 'queued', progress: 0 });
    let render = started.render;
    const deadline = Date.now() + RENDER_WAIT_MS;
    while (!['done', 'failed', 'canceled'].includes(render.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      render = await answer<Render>('get_render', { renderId: started.render.id });
    }
    expect(render, JSON.stringify(render)).toMatchObject({ status: 'done', progress: 100, width: 1280, height: 720 });
    const video = await fetch(`${origin}${render.videoUrl}`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    await client.close();
  });

  it('publishes a finished render to a connected channel and follows the publication', async () => {
    const { user, client, answer, call } = await agent(['read', 'publish']);
    const channelId = await publishing.connectChannel(user);
    const { projectId, renderId } = await publishing.projectToPublish(user, 200_000, { thumbnail: false });

    const { channels } = await answer<{ channels: { id: string; status: string }[] }>('list_channels');
    expect(channels).toEqual([expect.objectContaining({ id: channelId, status: 'connected' })]);
    const made = await answer<{ id: string; status: string; projectId: string }>('publish', {
      projectId,
      ...publishing.publicationInput(channelId, renderId, { thumbnail: false }),
    });
    expect(made).toMatchObject({ status: 'uploading', projectId });
    await publishing.runStep(made.id);
    const followed = await answer<{ id: string; status: string }>('get_publication', { publicationId: made.id });
    expect(followed.id).toBe(made.id);
    expect(['uploading', 'processing', 'published']).toContain(followed.status);
    // The contract's own refinements hold: a scheduled video must be public.
    const scheduled = await call('publish', {
      projectId,
      ...publishing.publicationInput(channelId, renderId, {
        privacy: 'private',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    expect(toolError(scheduled)).toContain('A scheduled video goes public at its time');
    await client.close();
  });

  it('refuses bad input with the contract’s own message, as a tool error', async () => {
    const { client, call } = await agent();
    expect(toolError(await call('write_script', { topic: '   ' }))).toContain(scriptProblems.topicRequired.message);
    const refused = toolError(await call('start_render', { projectId: 'not-a-uuid', format: '4:3', resolution: '720p' }));
    expect(refused).toContain('Project id must be a UUID at projectId');
    expect(refused).toContain('Format must be 16:9, 9:16 or 1:1 at format');
    expect(toolError(await call('create_project', { title: 'x', unknown: true }))).toMatch(/unknown/i);
    // The client and the connection are fine after refusals.
    expect((await client.listTools()).tools.length).toBe(mcpTools.length);
    await client.close();
  });

  it('answers the API’s refusals (a plan limit, a missing voiceover) as tool errors with their messages', async () => {
    const { user, client, answer, call } = await agent();
    await subscribeUser(ctx, user, 'weekly');
    await recordUsage(ctx, user, 'script', 25);
    expect(toolError(await call('write_script', { topic: 'coffee' }))).toMatch(/^You have used all 25 scripts of your Weekly Basic plan/);
    const project = await answer<{ id: string }>('create_project', { topic: 'tea' });
    expect(toolError(await call('start_render', { projectId: project.id, format: '16:9', resolution: '720p' }))).toBe(
      renderProblems.noVoiceover,
    );
    await client.close();
  });

  it('answers a failure of ours with a plain message, its details kept in the log', async () => {
    const { client, call } = await agent();
    const failing = vi.spyOn(ctx.services.projects, 'list').mockRejectedValueOnce(new Error('relation "projects" is on fire'));
    try {
      expect(toolError(await call('list_projects'))).toBe(mcpMessages.failed);
    } finally {
      failing.mockRestore();
    }
    expect(logged.text()).toContain('relation \\"projects\\" is on fire');
    expect((await client.listTools()).tools.length).toBe(mcpTools.length);
    await client.close();
  });

  it('needs the scope the equivalent API route needs', async () => {
    const reader = await agent(['read']);
    expect((await reader.answer<{ projects: unknown[] }>('list_projects')).projects).toEqual([]);
    expect(toolError(await reader.call('write_script', { topic: 'coffee' }))).toBe(apiTokenMessages.scopeNeeded('generate'));
    expect(toolError(await reader.call('list_channels'))).toBe(apiTokenMessages.scopeNeeded('publish'));
    await reader.client.close();

    const maker = await agent(['generate']);
    expect(toolError(await maker.call('list_projects'))).toBe(apiTokenMessages.scopeNeeded('read'));
    const project = await maker.answer<{ id: string }>('create_project', { topic: 'tea' });
    expect(project.id).toBeTruthy();
    await maker.client.close();
  });

  it("answers another user's project, render or publication as not found, never their data", async () => {
    const owner = await agent();
    const project = await owner.answer<{ id: string }>('create_project', { title: 'Secret plans', topic: 'secret' });
    await owner.answer('write_script', { topic: 'secret plans', projectId: project.id });
    const stranger = await agent();
    for (const [name, args] of [
      ['write_script', { topic: 'mine now', projectId: project.id }],
      ['analyze_seo', { projectId: project.id }],
      ['make_voiceover', { projectId: project.id }],
      ['generate_images', { prompt: 'a cat', count: 1, projectId: project.id }],
      ['start_render', { projectId: project.id, format: '16:9', resolution: '720p' }],
    ] as const) {
      expect(toolError(await stranger.call(name, args)), name).toBe(projectProblems.notFound);
    }
    expect(toolError(await stranger.call('get_render', { renderId: project.id }))).toBe(renderProblems.notFound);
    expect(toolError(await stranger.call('get_publication', { publicationId: project.id }))).toBe(publicationMessages.notFound);
    expect((await stranger.answer<{ projects: unknown[] }>('list_projects')).projects).toEqual([]);
    // Nothing of the stranger's reached the project.
    const versions = await ctx.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/script/versions`,
      headers: owner.user.headers,
    });
    expect(versions.json<{ versions: unknown[] }>().versions).toHaveLength(1);
    await owner.client.close();
    await stranger.client.close();
  });

  it('takes a personal API token only: none, a sign-in token, a revoked or an expired one is 401 with WWW-Authenticate', async () => {
    const user = await registerUser(ctx.app);
    const refusedWith = async (headers: Record<string, string>, code: string, message: string) => {
      const response = await post(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="mcp"/);
      expect(await response.json()).toEqual({ code, message });
    };
    await refusedWith({}, 'API_TOKEN_REQUIRED', mcpMessages.tokenRequired);
    await refusedWith({ authorization: user.headers.authorization }, 'API_TOKEN_REQUIRED', mcpMessages.tokenRequired);
    await refusedWith({ authorization: 'Bearer gst_made-up' }, 'API_TOKEN_INVALID', apiTokenMessages.invalid);
    await expect(connect('gst_made-up')).rejects.toMatchObject({ code: 401, message: expect.stringContaining('API_TOKEN_INVALID') });

    // Revoked: refused at once, even for a client already connected.
    const token = await tokenOf(user);
    const client = await connect(token.token);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${token.id}`, headers: user.headers });
    expect(revoked.statusCode).toBe(204);
    await expect(client.listTools()).rejects.toMatchObject({ code: 401 });
    await refusedWith({ authorization: `Bearer ${token.token}` }, 'API_TOKEN_INVALID', apiTokenMessages.invalid);

    const expiring = await tokenOf(user, ['read'], 7);
    ctx.clock.advance(8 * 86_400_000);
    await refusedWith({ authorization: `Bearer ${expiring.token}` }, 'API_TOKEN_EXPIRED', apiTokenMessages.expired);
    // No token reaches the log.
    expect(logged.text()).not.toContain(token.token);
    expect(logged.text()).not.toContain(expiring.token);
  });

  it('refuses a page of another origin (DNS rebinding), and keeps no sessions (GET and DELETE are 405)', async () => {
    const user = await registerUser(ctx.app);
    const { token } = await tokenOf(user, ['read']);
    const foreign = await post({ authorization: `Bearer ${token}`, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ code: 'FOREIGN_ORIGIN', message: mcpMessages.foreignOrigin });
    const own = await post({ authorization: `Bearer ${token}`, origin });
    expect(own.status).toBe(200);
    expect((await own.json()).result.tools.length).toBe(mcpTools.length);
    expect(own.headers.get('mcp-session-id')).toBeNull();
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toBe('no-store');
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${origin}/mcp`, { method, headers: { authorization: `Bearer ${token}` } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
