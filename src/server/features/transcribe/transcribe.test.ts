import { describe, expect, it } from 'vitest';
import { TRANSCRIBE_MAX_BYTES, TRANSCRIPTIONS_PER_MINUTE, transcribeProblems, transcribeResponse } from '@shared/contracts/transcribe';
import type { App } from '../../app/app';
import { TRANSCRIPTION_KEY_REFUSED_MESSAGE, transcriptionFailureMessages } from '../../providers/speech-input/openai-transcription';
import { m4aAacSilence, oggOpusSilence, webmOpusSilence } from '../../test/audio-containers';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { DEFAULT_TRANSCRIPT, useTranscriptionTestServer } from '../../test/transcription-test-server';
import { sniffRecordingFormat } from './recording-format';

const webm = webmOpusSilence(1);

async function transcribe(
  app: App,
  user: RegisteredUser | undefined,
  fields: Parameters<typeof multipartBody>[0] = { audio: { bytes: webm, name: 'speech.webm', type: 'audio/webm' } },
) {
  const body = await multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: '/api/transcribe',
    headers: { ...(user ? user.headers : {}), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/transcribe with a transcription server', () => {
  const server = useTranscriptionTestServer();
  const ctx = useTestApp({}, () => ({ STT_BASE_URL: server.origin, STT_API_KEY: 'sk-stt-secret', STT_TIMEOUT_MS: '5000' }));

  it('sends the recording to the server and answers its text', async () => {
    const user = await registerUser(ctx.app);
    const response = await transcribe(ctx.app, user, {
      audio: { bytes: webm, name: 'speech.webm', type: 'audio/webm' },
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(transcribeResponse.parse(response.json())).toEqual({ text: DEFAULT_TRANSCRIPT });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-stt-secret');
    expect(request?.fields).toEqual({ model: 'whisper-1', response_format: 'json', language: 'en' });
    expect(request?.file?.bytes.equals(webm)).toBe(true);
    expect([request?.file?.name, request?.file?.type]).toEqual(['recording.webm', 'audio/webm']);
  });

  it("names the file by its content, not by the client's name or type", async () => {
    const user = await registerUser(ctx.app);
    const ogg = oggOpusSilence(1);
    const response = await transcribe(ctx.app, user, { audio: { bytes: ogg, name: 'speech.webm', type: 'video/webm' } });
    expect(response.statusCode).toBe(200);
    expect([server.requests[0]?.file?.name, server.requests[0]?.file?.type]).toEqual(['recording.ogg', 'audio/ogg']);
  });

  it('refuses signed-out requests with 401 before reading the recording', async () => {
    const response = await transcribe(ctx.app, undefined);
    expect(response.statusCode).toBe(401);
    expect(server.requests).toEqual([]);
  });

  it('refuses what is not audio with 415, whatever it claims to be', async () => {
    const user = await registerUser(ctx.app);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await transcribe(ctx.app, user, { audio: { bytes: png, name: 'speech.webm', type: 'audio/webm' } });
    expect([response.statusCode, response.json()]).toEqual([415, transcribeProblems.notAudio]);
    expect(server.requests).toEqual([]);
  });

  it('refuses a recording over 25 MB with 413', async () => {
    const user = await registerUser(ctx.app);
    const huge = Buffer.concat([webm, Buffer.alloc(TRANSCRIBE_MAX_BYTES)]);
    const response = await transcribe(ctx.app, user, { audio: { bytes: huge, name: 'speech.webm', type: 'audio/webm' } });
    expect([response.statusCode, response.json()]).toEqual([413, transcribeProblems.tooLarge]);
    expect(server.requests).toEqual([]);
  });

  it('refuses a form without a recording, an empty one, and a body that is not a form', async () => {
    const user = await registerUser(ctx.app);
    const noFile = await transcribe(ctx.app, user, { language: 'en' });
    expect([noFile.statusCode, noFile.json().code]).toEqual([400, 'NO_AUDIO']);
    const empty = await transcribe(ctx.app, user, { audio: { bytes: new Uint8Array(), name: 'speech.webm' } });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'NO_AUDIO']);
    const otherField = await transcribe(ctx.app, user, { file: { bytes: webm, name: 'speech.webm' } });
    expect([otherField.statusCode, otherField.json().code]).toEqual([400, 'NOT_MULTIPART']);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/transcribe', headers: user.headers, payload: { audio: 'hello' } });
    expect([json.statusCode, json.json().code]).toEqual([400, 'NOT_MULTIPART']);
    const badLanguage = await transcribe(ctx.app, user, { audio: { bytes: webm, name: 'a.webm' }, language: 'English' });
    expect([badLanguage.statusCode, badLanguage.json().fields]).toEqual([400, ['language']]);
    expect(server.requests).toEqual([]);
  });

  it('answers a server that keeps failing with 503 and a plain message', async () => {
    const user = await registerUser(ctx.app);
    // The default two retries (after the server's short Retry-After) all fail too.
    const failing = { status: 500, headers: { 'retry-after-ms': '10' } };
    server.answerNext(failing, failing, failing);
    const response = await transcribe(ctx.app, user);
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { code: 'AI_UNAVAILABLE', message: transcriptionFailureMessages.unavailable },
    ]);
    expect(server.requests).toHaveLength(3);
  });

  it('says the key was refused when the server answers 401, without quoting the server', async () => {
    const user = await registerUser(ctx.app);
    server.answerNext({ status: 401, error: 'Incorrect API key provided: sk-stt-secret' });
    const response = await transcribe(ctx.app, user);
    expect([response.statusCode, response.json()]).toEqual([503, { code: 'AI_UNAVAILABLE', message: TRANSCRIPTION_KEY_REFUSED_MESSAGE }]);
    expect(response.body).not.toContain('sk-stt-secret');
  });

  it('answers 502 when the server sends something other than a transcript', async () => {
    const user = await registerUser(ctx.app);
    server.answerNext({ notJson: '<html>proxy error</html>' });
    const response = await transcribe(ctx.app, user);
    expect([response.statusCode, response.json().code]).toEqual([502, 'AI_BAD_OUTPUT']);
  });

  it(`limits one user to ${TRANSCRIPTIONS_PER_MINUTE} recordings a minute`, async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < TRANSCRIPTIONS_PER_MINUTE; i++) expect((await transcribe(ctx.app, user)).statusCode).toBe(200);
    const refused = await transcribe(ctx.app, user);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not held up by it.
    expect((await transcribe(ctx.app, await registerUser(ctx.app))).statusCode).toBe(200);
  });
});

describe('POST /api/transcribe with no transcription server', () => {
  const ctx = useTestApp();

  it('answers 503 Speech input is not configured', async () => {
    const user = await registerUser(ctx.app);
    const response = await transcribe(ctx.app, user);
    expect([response.statusCode, response.json()]).toEqual([503, transcribeProblems.notConfigured]);
  });

  it('is described in the OpenAPI document as a signed-in multipart route', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, { post?: { security?: unknown; description?: string } }>;
    }>();
    const operation = document.paths['/api/transcribe']?.post;
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(operation?.description).toContain('`audio`');
  });
});

describe('sniffRecordingFormat', () => {
  it('tells the recorders’ containers and common audio files by their first bytes', () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    const mp3 = Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00', 'latin1');
    const mp3Frame = Buffer.from([0xff, 0xfb, 0x90, 0x64]);
    expect(
      [webm, oggOpusSilence(1), wav, mp3, mp3Frame, m4aAacSilence(1), m4aAacSilence(1, { layout: 'fragmented' })].map(
        (bytes) => sniffRecordingFormat(bytes)?.extension,
      ),
    ).toEqual(['webm', 'ogg', 'wav', 'mp3', 'mp3', 'm4a', 'm4a']);
  });

  it('refuses pictures, text, raw AAC and RIFF files that are not WAVE', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic')]);
    const adts = Buffer.from([0xff, 0xf1, 0x50, 0x80]);
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI ')]);
    for (const bytes of [heic, adts, avi, Buffer.from('hello'), Buffer.alloc(0)]) expect(sniffRecordingFormat(bytes)).toBeUndefined();
  });
});
