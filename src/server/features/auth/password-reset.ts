import { accountMessages, PASSWORD_RESET_TTL_MINUTES } from '@shared/contracts/account';
import type { InterfaceLocale } from '@shared/i18n/locales';
import { pagePaths } from '@shared/routes';
import type { AppDeps } from '../../app/deps';
import { badRequest } from '../../http/http-error';
import { mailLink, mailLocale, mailMessage, mailText } from '../../providers/mail/mail-texts';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import type { AccountTokens } from './account-tokens';
import { createMailAfterAnswer } from './mail-after-answer';
import { hashPassword } from './passwords';
import { createAuthRepository } from './repository';
import type { AuthService } from './service';

/**
 * Requests per client address (the route's limit) and reset mails per account (counted here, so
 * many addresses cannot fill one mailbox; over it the request is answered alike and nothing is sent).
 */
export const PASSWORD_RESET_LIMITS = {
  requestsPerAddress: { max: 5, timeWindow: 15 * 60 * 1000 },
  confirmationsPerAddress: { max: 20, timeWindow: 15 * 60 * 1000 },
  mailsPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
} as const;

export const PASSWORD_RESET_SUBJECT = mailText('en', 'passwordReset.subject');

/**
 * A forgotten password: a single-use link (stored hashed, PASSWORD_RESET_TTL_MINUTES) mailed to the
 * account's address, and the new password set through it, which ends every session of the account.
 */
export function createPasswordResetService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'counters' | 'mail' | 'log'>,
  parts: { auth: Pick<AuthService, 'endAllSessions'>; accountTokens: AccountTokens },
) {
  const repository = createAuthRepository(deps.database.db);
  const afterAnswer = createMailAfterAnswer(deps.log);
  const now = () => deps.clock.now();

  /** Within the account's allowance of reset mails (skipped, like every limit, while Redis is down). */
  async function withinMailAllowance(userId: string): Promise<boolean> {
    const { max, windowMs } = PASSWORD_RESET_LIMITS.mailsPerAccount;
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(`password-reset-mails:${userId}`, windowMs), null);
    return !hit || hit.count <= max;
  }

  async function sendLink(email: string, origin: string, requestLocale: InterfaceLocale): Promise<void> {
    const user = await repository.findUserByEmail(email);
    // No account, or a suspended one: nothing is sent, and the caller was answered alike already.
    if (!user || user.suspendedAt) return;
    if (!(await withinMailAllowance(user.id))) {
      deps.log.info({ userId: user.id }, 'password reset mail not sent: the account had its allowance this hour');
      return;
    }
    const token = await parts.accountTokens.issue({
      userId: user.id,
      purpose: 'password_reset',
      ttlMs: PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
      now: now(),
      // The address the link goes to: following it proves that mailbox, and only while the account keeps it.
      newEmail: user.email,
    });
    const locale = mailLocale(user.locale, requestLocale);
    const link = mailLink(origin, pagePaths.resetPassword, locale, { token });
    await deps.mail.send({
      to: user.email,
      ...mailMessage(locale, 'passwordReset', { link, minutes: PASSWORD_RESET_TTL_MINUTES }),
    });
  }

  return {
    /**
     * Answers at once and alike whether or not an account uses `email`: the account is looked up and
     * its link sent after the answer, so neither the answer nor its timing tells. `origin` is the
     * studio's public origin, where the link points; the mail is in the account's language, or in
     * `requestLocale` (the request's) when the account follows the browser's.
     */
    request(email: string, origin: string, requestLocale: InterfaceLocale): void {
      afterAnswer.run('password reset mail', {}, () => sendLink(email, origin, requestLocale));
    },

    /**
     * Sets the new password through a link: the link is used up, the address counts as verified
     * (the link proves the mailbox), and every session of the account ends, its sockets closed.
     * An unknown, used or expired link is refused with 400 LINK_INVALID.
     */
    async confirm(input: { token: string; password: string }): Promise<void> {
      // Hashed first, so a refused link costs the caller as much time as a good one.
      const passwordHash = await hashPassword(input.password);
      const link = await parts.accountTokens.consume(input.token, 'password_reset', now());
      const invalid = badRequest(accountMessages.resetLinkInvalid, 'LINK_INVALID');
      if (!link?.newEmail) throw invalid;
      const set = await repository.setPasswordFromLink({ userId: link.userId, email: link.newEmail }, passwordHash, now());
      // The account changed its address or was suspended since the link was sent.
      if (!set) throw invalid;
      await parts.auth.endAllSessions(link.userId);
    },

    /** Resolves once every reset mail under way has been sent (or has failed): shutdown and tests wait for it. */
    settled: () => afterAnswer.settled(),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
