import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '@shared/contracts/webhooks';
import type { InterfaceLocale } from '@shared/i18n/locales';
import { mailOutbox, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { MAX_ATTEMPTS } from '../../features/webhooks/service';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, uniqueEmail, type RegisteredUser } from '../../test/factories';
import { linkIn, useSmtpTestServer, type CaughtMail } from '../../test/smtp-test-server';
import { webhookEndpointOf } from '../../test/webhook-endpoints';

const STUDIO = 'https://studio.example.test';
const ADMIN_WITH_ACCOUNT = 'mail-languages-admin@example.com';
const ADMIN_WITHOUT_ACCOUNT = 'mail-languages-absent-admin@example.com';

/**
 * The link a mail carries, on its own line, to `path` on the studio with a token: what the mail is
 * for; a mail in another language than English opens the page in it (`lang`).
 */
function expectLinkTo(mail: CaughtMail, path: string, lang: string | null = null): URL {
  const link = linkIn(mail);
  expect(`${link.origin}${link.pathname}`).toBe(`${STUDIO}${path}`);
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  expect(link.searchParams.get('lang')).toBe(lang);
  expect(mail.text).toContain(`\n\n${link.href}\n\n`);
  return link;
}

/** The text of a mail as sent (the SMTP transfer ends it with a line break of its own). */
const textOf = (mail: CaughtMail) => mail.text.trimEnd();

/** An English link mail reads as it always has: the greeting, what to do, the link, the rest, the signature, a blank line apart. */
function expectEnglishLinkMail(mail: CaughtMail, path: string, ask: string, ...after: string[]) {
  expect(textOf(mail)).toBe(['Hello,', ask, expectLinkTo(mail, path).href, ...after, 'Genesis Studio'].join('\n\n'));
}

describe("every mail in its recipient's language", () => {
  const smtp = useSmtpTestServer();
  const ctx = useTestApp({}, () => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL: STUDIO,
    REQUIRE_EMAIL_VERIFICATION: 'true',
    ADMIN_EMAILS: `${ADMIN_WITH_ACCOUNT},${ADMIN_WITHOUT_ACCOUNT}`,
  }));
  let address = 0;
  /** Each request from an address of its own: the per-address limits of one test do not touch another's. */
  const nextAddress = () => `10.44.1.${++address}`;

  const chooseLocale = async (user: RegisteredUser, locale: InterfaceLocale) => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: user.headers, payload: { locale } });
    expect(response.statusCode, response.body).toBe(200);
  };
  const askReset = async (email: string, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers,
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const resendVerification = async (user: RegisteredUser, headers: Record<string, string>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verification',
      headers: { ...user.headers, ...headers },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const askEmailChange = async (user: RegisteredUser, email: string, headers: Record<string, string> = {}, query = '') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/email${query}`,
      headers: { ...user.headers, ...headers },
      payload: { email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress() });
  /** The reset mail's link is the right one: it sets a new password. */
  const followResetLink = async (mail: CaughtMail, lang: string | null) => {
    const token = expectLinkTo(mail, '/reset-password', lang).searchParams.get('token')!;
    const confirmed = await post('/api/auth/password-reset/confirm', { token, password: 'a new password in any language 7' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  };

  it('an account that chose Spanish gets Spanish, whatever language the request asks for', async () => {
    const user = await registerUser(ctx.app);
    await chooseLocale(user, 'es');

    await resendVerification(user, { 'accept-language': 'de' });
    const verification = await smtp.nextMail(user.email, 'Verifica tu correo para Genesis Studio');
    expect(verification.text).toMatch(/^Hola:\n\nConfirma que esta es tu dirección de correo abriendo este enlace:/);
    expect(verification.text).toContain('El enlace funciona una sola vez, durante 24 horas.');
    const verifyLink = expectLinkTo(verification, '/verify-email', 'es');
    expect((await post('/api/auth/verify-email', { token: verifyLink.searchParams.get('token')! })).statusCode).toBe(200);

    const newEmail = uniqueEmail('nuevo');
    await askEmailChange(user, newEmail, { 'accept-language': 'fr' });
    const change = await smtp.nextMail(newEmail, 'Confirma tu nuevo correo para Genesis Studio');
    expect(change.text).toContain('Si fuiste tú, abre este enlace:');
    expectLinkTo(change, '/confirm-email', 'es');

    await askReset(user.email, { 'accept-language': 'de-DE,de;q=0.9' });
    const reset = await smtp.nextMail(user.email, 'Restablece tu contraseña de Genesis Studio');
    expect(reset.subject).toBe('Restablece tu contraseña de Genesis Studio');
    expect(reset.text).toContain('El enlace funciona una sola vez, durante 60 minutos.');
    await followResetLink(reset, 'es');
  });

  it('an account that follows the browser gets the language of the request that caused the mail: Accept-Language, or ?lang=', async () => {
    const user = await registerUser(ctx.app, { headers: { 'accept-language': 'de-AT, de;q=0.9, en;q=0.5' } });
    expect(user.user.locale).toBeNull();
    const verification = await smtp.nextMail(user.email, 'Bestätige deine E-Mail-Adresse für Genesis Studio');
    expect(verification.text).toContain('Der Link funktioniert einmal, 24 Stunden lang.');
    expectLinkTo(verification, '/verify-email', 'de');

    const newEmail = uniqueEmail('novo');
    await askEmailChange(user, newEmail, { 'accept-language': 'de' }, '?lang=pt-BR');
    const change = await smtp.nextMail(newEmail, 'Confirme seu novo e-mail para o Genesis Studio');
    expect(change.text).toContain('O link funciona uma única vez, por 24 horas.');
    expectLinkTo(change, '/confirm-email', 'pt-BR');

    await askReset(user.email, { 'accept-language': 'de' });
    const reset = await smtp.nextMail(user.email, 'Setze dein Passwort für Genesis Studio zurück');
    expect(reset.text).toMatch(/^Hallo,\n\njemand hat angefordert, das Passwort deines Genesis Studio-Kontos zurückzusetzen\./);
    expect(reset.text).toContain('Der Link funktioniert einmal, 60 Minuten lang.');
    await followResetLink(reset, 'de');
  });

  it('English, asked for or chosen, is word for word what it always was', async () => {
    const user = await registerUser(ctx.app);
    const verification = await smtp.nextMail(user.email, 'Verify your email for Genesis Studio');
    expect(verification.subject).toBe('Verify your email for Genesis Studio');
    expectEnglishLinkMail(
      verification,
      '/verify-email',
      'Please confirm that this is your email address by opening this link:',
      'The link works once, for 24 hours. You can create with Genesis Studio once your address is verified.',
      'If you did not create a Genesis Studio account, ignore this email.',
    );

    await askReset(user.email);
    const reset = await smtp.nextMail(user.email, 'Reset your Genesis Studio password');
    expect(reset.subject).toBe('Reset your Genesis Studio password');
    expectEnglishLinkMail(
      reset,
      '/reset-password',
      'Someone asked to reset the password of your Genesis Studio account. To choose a new password, open this link:',
      'The link works once, for 60 minutes. Choosing a new password signs you out on every device.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    );

    // Chosen, English holds against a browser that asks for another language.
    await chooseLocale(user, 'en');
    const newEmail = uniqueEmail('moved');
    await askEmailChange(user, newEmail, { 'accept-language': 'es' });
    const change = await smtp.nextMail(newEmail, 'Confirm your new email for Genesis Studio');
    expect(change.subject).toBe('Confirm your new email for Genesis Studio');
    expectEnglishLinkMail(
      change,
      '/confirm-email',
      'Someone asked to make this the email address of their Genesis Studio account. If that was you, open this link:',
      'The link works once, for 24 hours.',
      'If you did not ask for this, ignore this email: nothing changes.',
    );
  });

  describe('a paused webhook endpoint, told without a request', () => {
    /** An endpoint one failure short of pausing, and a delivery of it that gives up on its next try. */
    async function failingEndpoint(userId: string | null): Promise<string> {
      const endpointId = await webhookEndpointOf(ctx, userId, ['render.finished']);
      await ctx.database.db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: WEBHOOK_PAUSE_AFTER_FAILURES - 1 })
        .where(eq(webhookEndpoints.id, endpointId));
      const now = ctx.clock.now();
      const [delivery] = await ctx.database.db
        .insert(webhookDeliveries)
        .values({
          endpointId,
          messageId: `msg_${randomUUID().replaceAll('-', '')}`,
          event: 'render.finished',
          payload: {},
          status: 'pending',
          // Tried as often as it may be: the next try gives up without sending.
          attempts: MAX_ATTEMPTS,
          nextAttemptAt: now,
          createdAt: now,
        })
        .returning();
      return delivery!.id;
    }

    it("tells a user in their account's language, with the link to their account", async () => {
      const user = await registerUser(ctx.app);
      await chooseLocale(user, 'es');
      await ctx.services.webhooks.deliver(await failingEndpoint(user.user.id));
      const mail = await smtp.nextMail(user.email, 'Se pausó un endpoint de webhook');
      expect(textOf(mail)).toBe(
        [
          `Uno de los endpoints de webhook que gestionas en Genesis Studio se ha pausado: sus últimas ${WEBHOOK_PAUSE_AFTER_FAILURES} entregas fallaron tras todos los reintentos.`,
          '',
          `No se le envía ningún evento hasta que se reanude. Consulta la respuesta de cada entrega y reanuda el endpoint en tu cuenta: ${STUDIO}/account#webhooks.`,
        ].join('\n'),
      );
    });

    it("tells each administrator of an instance endpoint in their account's language, English for an address with no account", async () => {
      const admin = await registerUser(ctx.app, { email: ADMIN_WITH_ACCOUNT });
      await chooseLocale(admin, 'fr');
      await ctx.services.webhooks.deliver(await failingEndpoint(null));
      const french = await smtp.nextMail(ADMIN_WITH_ACCOUNT, 'Un endpoint de webhook a été mis en pause');
      expect(french.text).toContain(
        `Consultez la réponse à chaque livraison et réactivez l’endpoint dans la console d’opérateur : ${STUDIO}/admin?section=webhooks.`,
      );
      const english = await smtp.nextMail(ADMIN_WITHOUT_ACCOUNT, 'A webhook endpoint was paused');
      expect(textOf(english)).toBe(
        [
          `One of the webhook endpoints you manage in Genesis Studio was paused: its last ${WEBHOOK_PAUSE_AFTER_FAILURES} deliveries failed after every retry.`,
          '',
          `No events are sent to it until it is resumed. See each delivery's answer, and resume the endpoint, in the operator console: ${STUDIO}/admin?section=webhooks.`,
        ].join('\n'),
      );
    });
  });

  it('deleting an account takes the confirmation it had sent in Spanish to its next address out of the outbox too', async () => {
    const user = await registerUser(ctx.app);
    await chooseLocale(user, 'es');
    const newEmail = uniqueEmail('siguiente');
    await askEmailChange(user, newEmail);
    const sentTo = () => ctx.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail));
    expect(await sentTo()).toEqual([{ subject: 'Confirma tu nuevo correo para Genesis Studio' }]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await sentTo()).toEqual([]);
  });
});
