import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, TEST_PASSWORD } from '../../test/factories';

describe("error messages in the caller's language", () => {
  const ctx = useTestApp();

  it('answers in English by default, with the code unchanged', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/projects/not-a-uuid' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    expect(response.json().message).toMatch(/sign in|log in|authenticat/i);
    expect(response.headers['content-language']).toBeUndefined();
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it.each([
    ['es', 'Inicia sesión para continuar.'],
    ['de-DE,de;q=0.9,en;q=0.5', 'Bitte melde dich an, um fortzufahren.'],
    ['pt-PT', 'Entre na sua conta para continuar.'],
  ])('answers Accept-Language %s in that language', async (header, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/projects', headers: { 'accept-language': header } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message });
    expect(response.headers['content-language']).toBeDefined();
  });

  it('lets ?lang= choose over Accept-Language, and keeps English for a language it does not speak', async () => {
    const user = await registerUser(ctx.app);
    const french = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-route?lang=fr',
      headers: { ...user.headers, 'accept-language': 'de' },
    });
    expect(french.statusCode).toBe(404);
    expect(french.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Introuvable.' });
    const japanese = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'ja' } });
    expect(japanese.json().message).toBe('No route for GET /api/no-such-route');
  });

  it("says a specific code's own message in the caller's language", async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { name: 'Otra Persona', email: user.email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta con este correo. Inicia sesión en su lugar.',
    });
    expect(response.headers['content-language']).toBe('es');
  });

  it("prefers the code's message over its status's", async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=de',
      payload: { email: user.email, password: `${TEST_PASSWORD} wrong` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-Mail oder Passwort ist falsch' });
  });

  it('leaves successful answers alone', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { ...user.headers, 'accept-language': 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
  });
});
