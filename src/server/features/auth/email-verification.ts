import { accountMessages, EMAIL_LINK_TTL_HOURS } from '@shared/contracts/account';
import type { InterfaceLocale } from '@shared/i18n/locales';
import { pagePaths } from '@shared/routes';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { badRequest, rateLimited } from '../../http/http-error';
import { mailLink, mailLocale, mailMessage, mailText } from '../../providers/mail/mail-texts';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import type { AccountTokens } from './account-tokens';
import { createMailAfterAnswer } from './mail-after-answer';
import { createAuthRepository } from './repository';

/** New links asked for per client address (the route's limit), and verification mails per account (registration's included). */
export const EMAIL_VERIFICATION_LIMITS = {
  resendsPerAddress: { max: 10, timeWindow: 15 * 60 * 1000 },
  verificationsPerAddress: { max: 30, timeWindow: 15 * 60 * 1000 },
  mailsPerAccount: { max: 4, windowMs: 60 * 60 * 1000 },
} as const;

export const EMAIL_VERIFICATION_SUBJECT = mailText('en', 'emailVerification.subject');

/** Whom a link goes to: the account, its address and the language it chose (null: the browser's). */
type Recipient = Pick<UserRow, 'id' | 'email' | 'locale'>;

/**
 * E-mail verification (REQUIRE_EMAIL_VERIFICATION): a single-use link (EMAIL_LINK_TTL_HOURS) sent
 * at registration and on request; following it marks the address verified. Generations are refused
 * until then (billing's entitlements check it).
 */
export function createEmailVerificationService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'counters' | 'mail' | 'sessions' | 'log' | 'config'>,
  parts: { accountTokens: AccountTokens },
) {
  const repository = createAuthRepository(deps.database.db);
  const afterAnswer = createMailAfterAnswer(deps.log);
  const now = () => deps.clock.now();

  /** Counts one verification mail of the account; false once it had its allowance (skipped while Redis is down). */
  async function countMail(userId: string): Promise<{ allowed: boolean; resetInMs: number }> {
    const { max, windowMs } = EMAIL_VERIFICATION_LIMITS.mailsPerAccount;
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(`email-verification-mails:${userId}`, windowMs), null);
    return { allowed: !hit || hit.count <= max, resetInMs: hit?.resetInMs ?? 0 };
  }

  /**
   * A new link for the account's address (its earlier ones stop working), mailed after the answer in
   * the account's language, or the request's (`requestLocale`) when it follows the browser's.
   */
  async function sendLink(user: Recipient, origin: string, requestLocale: InterfaceLocale): Promise<void> {
    const token = await parts.accountTokens.issue({
      userId: user.id,
      purpose: 'email_verification',
      ttlMs: EMAIL_LINK_TTL_HOURS * 60 * 60 * 1000,
      now: now(),
      // The address it verifies: only while the account keeps it.
      newEmail: user.email,
    });
    const locale = mailLocale(user.locale, requestLocale);
    const link = mailLink(origin, pagePaths.verifyEmail, locale, { token });
    afterAnswer.run('verification mail', { userId: user.id }, () =>
      deps.mail.send({
        to: user.email,
        ...mailMessage(locale, 'emailVerification', { link, hours: EMAIL_LINK_TTL_HOURS }),
      }),
    );
  }

  return {
    /**
     * After a registration: the first link, sent after the answer, with REQUIRE_EMAIL_VERIFICATION or
     * to an address ADMIN_EMAILS names (the console opens once its owner proves the mailbox); otherwise nothing.
     */
    registered(user: Recipient, origin: string, requestLocale: InterfaceLocale): void {
      if (!deps.config.requireEmailVerification && !deps.config.adminEmails.includes(user.email)) return;
      afterAnswer.run('verification mail', { userId: user.id }, async () => {
        if ((await countMail(user.id)).allowed) await sendLink(user, origin, requestLocale);
      });
    },

    /** A new link for the signed-in user: 400 ALREADY_VERIFIED when there is nothing to verify, 429 past the account's allowance. */
    async resend(user: UserRow, origin: string, requestLocale: InterfaceLocale): Promise<void> {
      if (user.emailVerifiedAt) throw badRequest(accountMessages.alreadyVerified, 'ALREADY_VERIFIED');
      const { allowed, resetInMs } = await countMail(user.id);
      if (!allowed) throw rateLimited(resetInMs);
      await sendLink(user, origin, requestLocale);
    },

    /** Follows a link: the address is verified. An unknown, used or expired link (or one for an address the account no longer has) is 400 LINK_INVALID. */
    async verify(token: string): Promise<void> {
      const link = await parts.accountTokens.consume(token, 'email_verification', now());
      const verified = link?.newEmail ? await repository.markEmailVerified({ userId: link.userId, email: link.newEmail }, now()) : false;
      if (!link || !verified) throw badRequest(accountMessages.emailLinkInvalid, 'LINK_INVALID');
      // Generations wait for it (REQUIRE_EMAIL_VERIFICATION): the signed-in user must have it on the next request.
      await deps.sessions.forgetUser(link.userId);
    },

    /** Resolves once every verification mail under way has been sent (or has failed): shutdown and tests wait for it. */
    settled: () => afterAnswer.settled(),
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
