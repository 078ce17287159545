import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_SUBJECT } from '../../features/account';
import { EMAIL_VERIFICATION_SUBJECT, PASSWORD_RESET_SUBJECT } from '../../features/auth';
import { useTestApp } from '../build-test-app';
import { registerUser, uniqueEmail } from '../factories';
import { useSmtpTestServer, type CaughtMail } from '../smtp-test-server';

const STUDIO = 'https://studio.example.test';
/** A display name written to be relayed: a lure, a link and an address to answer. */
const LURE = 'You won $500! Claim it at https://prize.evil.example/claim or write to win@evil.example';

/**
 * What any mail of the studio may hold: its own words, the recipient's address and one link to the
 * studio. Nothing the account chose (its name), no other address (its current one), no HTML (where
 * a name could become a link): a stranger's mailbox gets nothing an attacker wrote.
 */
function expectOnlyTheStudiosWords(mail: CaughtMail) {
  for (const piece of ['$500', 'evil.example', 'Claim it', 'You won']) expect(mail.text, mail.subject).not.toContain(piece);
  const addresses = mail.text.match(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g) ?? [];
  expect(addresses.filter((address) => address.toLowerCase() !== mail.to.toLowerCase())).toEqual([]);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  expect(new URL(links[0]!).origin).toBe(STUDIO);
  expect(mail.html).toBe(false);
}

describe("the studio's mail relays nothing an attacker wrote", () => {
  const smtp = useSmtpTestServer();
  const ctx = useTestApp({}, () => ({ SMTP_URL: smtp.url, PUBLIC_URL: STUDIO, REQUIRE_EMAIL_VERIFICATION: 'true' }));

  it('the e-mail change link, sent to an address not yet proven, names neither the account nor its current address', async () => {
    const attacker = await registerUser(ctx.app);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: attacker.headers,
      payload: { name: LURE },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const victim = uniqueEmail('victim');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: attacker.headers,
      payload: { email: victim, password: attacker.password },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await smtp.nextMail(victim, EMAIL_CHANGE_SUBJECT);
    expectOnlyTheStudiosWords(mail);
    expect(mail.text).not.toContain(attacker.email);
  });

  it('the verification link, at registration and asked again, names nothing the account chose', async () => {
    const user = await registerUser(ctx.app, { name: LURE });
    expectOnlyTheStudiosWords(await smtp.nextMail(user.email, EMAIL_VERIFICATION_SUBJECT));
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verification',
      headers: user.headers,
      remoteAddress: '10.37.6.1',
    });
    expect(again.statusCode, again.body).toBe(200);
    expectOnlyTheStudiosWords(await smtp.nextMail(user.email, EMAIL_VERIFICATION_SUBJECT));
  });

  it('the password reset link names nothing the account chose', async () => {
    const user = await registerUser(ctx.app, { name: LURE });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
      remoteAddress: '10.37.6.2',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expectOnlyTheStudiosWords(await smtp.nextMail(user.email, PASSWORD_RESET_SUBJECT));
  });
});
