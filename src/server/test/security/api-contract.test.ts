import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../build-test-app';
import { registerAdministrator, registerUser, subscribeUser, uniqueEmail, type RegisteredUser } from '../factories';

/** The parts of an OpenAPI 3.1 document (as /api/docs/openapi.json serves it) this test reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  maximum?: number;
  minimum?: number;
}
interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        security?: { bearer?: string[] }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const FUZZ_ADMIN = 'fuzz-admin@example.com';
const ctx = useTestApp({}, { ADMIN_EMAILS: FUZZ_ADMIN });
/**
 * The operator console's routes are fuzzed as an administrator: anyone else gets the unknown-route
 * 404 before any input is read. Backups excepted (each request would write a whole archive).
 */
const consoleRoute = (path: string) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/backup');
let document: OpenApiDocument;
let operations: Operation[];

beforeAll(async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
});

/** Object schemas inside `schema` (itself included) that would let an unknown field through. */
function openObjects(schema: JsonSchema | undefined, at = 'body'): string[] {
  if (!schema) return [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => openObjects(property, `${at}.${name}`)),
    ...openObjects(schema.items, `${at}[]`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part) => openObjects(part, at)),
  ];
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  // A map whose keys are a closed list (z.partialRecord over an enum) is closed too.
  const closed = schema.additionalProperties === false || schema.propertyNames?.enum !== undefined;
  return isObject && !closed ? [at, ...nested] : nested;
}

describe('GET /api/docs/openapi.json', () => {
  it('describes every API route from its zod contract, as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const described = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    for (const route of [
      'POST /api/auth/register',
      'GET /api/images/gallery',
      'DELETE /api/images/{id}',
      'PATCH /api/voice/profiles/{id}',
      'POST /api/voice/clone',
      'GET /files/{*}',
    ]) {
      expect(described).toContain(route);
    }
    // The routes that need a sign-in say so; public ones do not.
    expect(document.paths['/api/images/gallery']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/voice/clone']?.post?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/plans']?.get?.security).toBeUndefined();
    expect(document.paths['/api/auth/register']?.post?.security).toBeUndefined();
    const gallery = operations.find((operation) => operation.path === '/api/images/gallery');
    expect(gallery?.parameters.map((parameter) => parameter.name)).toEqual(['page', 'limit', 'search']);
  });

  it('shows every JSON request body closed to unknown fields, nested objects included', () => {
    const withBody = operations.filter((operation) => operation.body);
    expect(withBody.length).toBeGreaterThan(15);
    expect(
      withBody.flatMap((operation) => openObjects(operation.body).map((where) => `${operation.method} ${operation.path} ${where}`)),
    ).toEqual([]);
  });
});

describe('request bodies with fields the contract does not name', () => {
  it('are refused: a sign-up claiming a role or a paid subscription creates nobody', async () => {
    const email = uniqueEmail('claims');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Claims',
        email,
        password: 'correct horse 42',
        confirmPassword: 'correct horse 42',
        subscriptionStatus: 'active',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('are refused on signed-in routes too, and the stored data stays as it was', async () => {
    const user = await registerUser(ctx.app);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/user/preferences', headers: user.headers });
    for (const [method, url, payload] of [
      ['PUT', '/api/user/preferences', { defaultStyle: 'anime', userId: crypto.randomUUID() }],
      ['POST', '/api/images/generate', { prompt: 'A red bicycle', engine: 'openai' }],
      ['POST', '/api/scripts/generate', { topic: 'Coffee', subscriptionStatus: 'active' }],
      ['POST', '/api/auth/login', { email: user.email, password: user.password, role: 'admin' }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: user.headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().message, `${method} ${url}`).toMatch(/Unrecognized key/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/preferences', headers: user.headers })).json()).toEqual(before.json());
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.subscriptionStatus).toBe('trialing');
  });
});

// Security headers (the page policy on documents, the lean set on API answers): plugins/security-headers.test.ts.

// ---------------------------------------------------------------------------------------------
// Fuzz: bad bodies, queries and path parameters for every described route; none may answer 5xx.

/** A value of the wrong kind, or just past a limit, for a field described by `schema`. */
function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.constantFrom(
      true,
      -1,
      1.5,
      1e308,
      '',
      ' ',
      '\u0000',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '\u202e\ud83d\ude00',
    ),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
    fc.constant('x'.repeat((schema.maxLength ?? 10_000) + 1)),
  ];
  if (schema.maximum !== undefined) options.push(fc.constant(schema.maximum + 1));
  if (schema.minimum !== undefined) options.push(fc.constant(schema.minimum - 1));
  if (schema.enum) options.push(fc.string({ maxLength: 20 }).filter((text) => !schema.enum?.includes(text)));
  return fc.oneof(...options);
}

/** A body shaped like the contract, with some fields wrong, some missing and maybe one unknown. */
function badBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const raw = fc.anything({ maxDepth: 3, withNullPrototype: false });
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return raw;
  const shaped = fc
    .record(Object.fromEntries(properties.map(([name, property]) => [name, fc.option(wrongValue(property), { nil: undefined })])))
    .chain((fields) =>
      fc
        .option(fc.constantFrom('role', 'userId', 'subscriptionStatus', '__proto__', 'constructor'), { nil: undefined })
        .map((extra) => (extra ? { ...fields, [extra]: 'admin' } : fields)),
    );
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: raw, weight: 1 });
}

const badText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('-1', '0', '1e999', 'NaN', 'null', '[]', '{}', '%zz', '..%2F..%2F', 'a'.repeat(5000), '\u0000', 'ñ🚀'),
);

/** A URL for the operation with bad path parameters and query values. */
function badUrl(operation: Operation): fc.Arbitrary<string> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .tuple(
      fc.array(badText, { minLength: 2, maxLength: 2 }),
      fc.array(fc.option(badText, { nil: undefined }), { minLength: query.length, maxLength: query.length }),
    )
    .map(([pathValues, queryValues]) => {
      const path = operation.path
        .replace('{*}', encodeURIComponent(pathValues[0] ?? ''))
        .replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValues[1] ?? ''));
      const search = new URLSearchParams();
      query.forEach((parameter, index) => {
        const value = queryValues[index];
        if (value !== undefined) search.set(parameter.name, value);
      });
      const text = search.toString();
      return text ? `${path}?${text}` : path;
    });
}

const isText = (schema: JsonSchema) =>
  schema.type === 'string' ||
  (Array.isArray(schema.type) && schema.type.includes('string')) ||
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isText);

/** Paths to every string a body of this schema can hold (array items as index 0, nested objects included). */
function textPaths(schema: JsonSchema | undefined, at: string[] = []): string[][] {
  if (!schema) return [];
  if (isText(schema)) return [at];
  if (schema.items) return textPaths(schema.items, [...at, '0']);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => textPaths(property, [...at, name]));
}

/** A value holding `text` at `path` (an index makes an array). */
function valueAt(path: string[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  return head === '0' ? [valueAt(rest, text)] : { [head]: valueAt(rest, text) };
}

const controlTexts = ['Hello\u0000', 'Hi\u0007there', '\u001b[2J', 'x\u007f'];

/** One request per text field of the operation (path parameter, query value, body string), with a control character in it. */
function controlCharacterCases(operation: Operation): { url: string; body: unknown; field: string }[] {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const cleanPath = operation.path.replace('{*}', 'images/x.png').replace(/\{[^}]+\}/g, uuid);
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const cases = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter, index) => {
      const text = encodeURIComponent(controlTexts[index % controlTexts.length] ?? '');
      const url =
        parameter.in === 'query'
          ? `${cleanPath}?${parameter.name}=${text}`
          : operation.path
              .replace(`{${parameter.name}}`, text)
              .replace('{*}', text)
              .replace(/\{[^}]+\}/g, uuid);
      return { url, body: withBody ? {} : undefined, field: parameter.name };
    });
  const bodies = withBody
    ? textPaths(operation.body).map((path, index) => ({
        url: cleanPath,
        body: valueAt(path, controlTexts[index % controlTexts.length] ?? ''),
        field: path.join('.'),
      }))
    : [];
  return [...cases, ...bodies];
}

/**
 * A 5xx that is no crash: a route that needs something the operator has not set up says so (503 with
 * its code), whatever the request. The fuzzed app has no Google client unless a fuzzed console save
 * made one.
 */
const setupMissingCodes: Record<string, string> = { 'POST /api/channels/youtube/connect': 'YOUTUBE_NOT_CONFIGURED' };
const setupMissing = (operation: Operation, response: { statusCode: number; body: string }) => {
  const code = setupMissingCodes[`${operation.method} ${operation.path}`];
  return code !== undefined && response.statusCode === 503 && response.body.includes(`"code":"${code}"`);
};

describe('fuzzing every route of the OpenAPI description', () => {
  let paid: RegisteredUser;
  let admin: RegisteredUser;
  beforeAll(async () => {
    admin = await registerAdministrator(ctx, { email: FUZZ_ADMIN });
    paid = await registerUser(ctx.app);
    await subscribeUser(ctx, paid, 'premium');
  });

  it('answers generated bad bodies, queries and path parameters with 4xx, never 5xx', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const cases = fc.sample(
        fc.record({ url: badUrl(operation), body: badBody(operation.body), signedIn: fc.boolean(), asText: fc.boolean() }),
        { numRuns: 25, seed: 20261122 },
      );
      for (const [index, sample] of cases.entries()) {
        // Some bodies go as raw text under a JSON content type: broken JSON must be a 400 too.
        const payload = sample.asText ? `${JSON.stringify(sample.body) ?? ''}}` : JSON.stringify(sample.body ?? null);
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: sample.url,
          headers: {
            'content-type': 'application/json',
            ...(sample.signedIn ? (consoleRoute(operation.path) ? admin.headers : paid.headers) : {}),
          },
          // Each sample from its own address, so rate limits do not stop the samples before validation.
          remoteAddress: `10.77.${Math.floor(index / 250)}.${index % 250}`,
          ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload }),
        });
        if (response.statusCode >= 500 && !setupMissing(operation, response))
          failures.push(
            `${operation.method} ${sample.url} ${payload.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers a control character in any string field, parameter or query value with 400 naming it', async () => {
    const cases = operations.flatMap((operation) => controlCharacterCases(operation).map((sample) => ({ operation, ...sample })));
    // The fields an earlier attack found answering 500 are among them.
    expect(cases.map(({ operation, field }) => `${operation.method} ${operation.path} ${field}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login email',
        'POST /api/auth/register name',
        'GET /api/images/gallery search',
        'POST /api/images/generate prompt',
        'PUT /api/user/preferences promptHistory.0',
        'POST /api/chat/conversation niche',
        'PATCH /api/voice/profiles/{id} profileName',
        'GET /files/{*} *',
      ]),
    );
    expect(cases.length).toBeGreaterThan(50);
    // A session of its own: the fuzzing before may have signed the other one out.
    const user = await registerUser(ctx.app);
    const failures: string[] = [];
    for (const [index, { operation, url, body, field }] of cases.entries()) {
      const response = await ctx.app.inject({
        method: operation.method as 'POST',
        url,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(consoleRoute(operation.path) ? admin.headers : user.headers),
        },
        remoteAddress: `10.78.${Math.floor(index / 250)}.${index % 250}`,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const answer = response.json<{ code?: string; fields?: string[] }>();
      if (response.statusCode !== 400 || answer.code !== 'VALIDATION_ERROR' || answer.fields?.[0] !== field) {
        failures.push(
          `${operation.method} ${url} ${JSON.stringify(body) ?? ''} (${field}) → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers bodies of the wrong media type, or empty, with 4xx', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
      const url = operation.path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      for (const [contentType, payload] of [
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'role=admin'],
        ['application/json', ''],
        ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ] as const) {
        const response = await ctx.app.inject({
          method: operation.method as 'POST',
          url,
          headers: { ...paid.headers, 'content-type': contentType },
          payload,
        });
        if (response.statusCode >= 500 && !setupMissing(operation, response))
          failures.push(`${operation.method} ${url} (${contentType}) → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
