import type { Readable } from 'node:stream';
import {
  accountMessages,
  EMAIL_LINK_TTL_HOURS,
  type AccountSession,
  type MessageResponse,
  type ProfileChanges,
} from '@shared/contracts/account';
import { authMessages, type PublicUser } from '@shared/contracts/auth';
import type { InterfaceLocale } from '@shared/i18n/locales';
import { pagePaths } from '@shared/routes';
import { effectiveStatus } from '@shared/subscription';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import { badRequest, conflict, forbidden, HttpError, notFound, rateLimited } from '../../http/http-error';
import type { SignedInUser } from '../../http/plugins/auth-guard';
import { mailLink, mailLocale, mailMessage, mailText, mailTextInEveryLanguage } from '../../providers/mail/mail-texts';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import { toPublicUser } from '../../users/public-user';
import { affiliateRecordsOf, keepAffiliateRecordsOf } from '../affiliates';
import { hashPassword, verifyPassword, type AccountTokens, type createAuthService } from '../auth';
import { deviceName } from './device';
import { archivePathOf, exportFileName, writeArchive } from './export-archive';
import { createAccountRepository } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/** How often account actions may be tried, per user (skipped, like every limit, while Redis is down). */
export const ACCOUNT_LIMITS = {
  /** Password checks that failed (change e-mail, change password, delete): guessing a signed-in account's password stops here. */
  passwordChecks: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Confirmation links sent to new addresses: the studio does not mail strangers in bulk. */
  emailChanges: { max: 5, windowMs: HOUR_MS },
  /** Data exports: each reads every record and file of the account. */
  exports: { max: 3, windowMs: HOUR_MS },
} as const;

/** The processor could not be reached to end the subscription: nothing is deleted, so nothing goes on being charged to no one. */
export const SUBSCRIPTION_NOT_CANCELED =
  'Your subscription could not be canceled at the payment processor just now, so your account has not been deleted. Please try again in a few minutes.';

export const EMAIL_CHANGE_SUBJECT = mailText('en', 'emailChange.subject');

/** What account deletion needs of the voice profiles: removing one removes its voice at the vendor too. */
export interface VoiceProfileRemoval {
  list(userId: string): Promise<Array<{ id: string }>>;
  remove(userId: string, id: string): Promise<void>;
}

/** What account deletion needs of the connected channels: each one's grant revoked at its platform. */
export interface ChannelRemoval {
  disconnectAll(userId: string): Promise<void>;
}

export interface AccountParts {
  auth: Pick<ReturnType<typeof createAuthService>, 'endSession' | 'endOtherSessions' | 'endAllSessions'>;
  accountTokens: AccountTokens;
  voiceProfiles: VoiceProfileRemoval;
  /** Built after the account service (publishing needs more of the app): reached once an account is deleted. */
  channels: () => ChannelRemoval;
}

/** Files removed from storage at once when an account is deleted. */
const REMOVALS_AT_ONCE = 16;

/**
 * The signed-in user's own account, whole: name, e-mail (confirmed by a link to the new address),
 * password (the other sessions end), sessions, a ZIP of all their data, and deletion (also the
 * operator console's): the subscription ends at the processor, vendor voices and every file and
 * row go, and invoices and commissions stay, anonymised, for accounting.
 */
export function createAccountService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'counters' | 'mail' | 'storage' | 'payments' | 'sessions' | 'log'>,
  parts: AccountParts,
) {
  const { db } = deps.database;
  const repository = createAccountRepository(db);
  const now = () => deps.clock.now();
  const publicUser = (row: UserRow) => toPublicUser(row, now(), deps.config);
  const done = (message: string): MessageResponse => ({ success: true, message });

  /** One more use of a per-user allowance; 429 past it. */
  async function count(key: string, limit: { max: number; windowMs: number }): Promise<void> {
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(key, limit.windowMs), null);
    if (hit && hit.count > limit.max) throw rateLimited(hit.resetInMs);
  }

  /** 403 WRONG_PASSWORD unless `password` is the user's (PASSWORD_NOT_SET when it has none); only failed checks count against the allowance. */
  async function checkPassword(user: UserRow, password: string): Promise<void> {
    const key = `account-password-checks:${user.id}`;
    await count(key, ACCOUNT_LIMITS.passwordChecks);
    // An account single sign-on made has no password to confirm with: the reset link (mailed to its address) sets one.
    if (!user.passwordHash) throw forbidden(accountMessages.passwordNotSet, 'PASSWORD_NOT_SET');
    if (!(await verifyPassword(user.passwordHash, password))) throw forbidden(accountMessages.wrongPassword, 'WRONG_PASSWORD');
    await unlessCountersUnavailable(() => deps.counters.unhit(key), undefined);
  }

  /** Removes files a few at a time; a file left behind by a storage hiccup is unreachable bytes, logged. */
  async function removeFiles(userId: string, keys: string[]): Promise<void> {
    let failed = 0;
    for (let start = 0; start < keys.length; start += REMOVALS_AT_ONCE) {
      const results = await Promise.allSettled(keys.slice(start, start + REMOVALS_AT_ONCE).map((key) => deps.storage.remove(key)));
      failed += results.filter((result) => result.status === 'rejected').length;
    }
    if (failed > 0) deps.log.warn({ userId, failed }, 'files of a deleted account could not be removed from storage');
  }

  async function deleteUser(userId: string): Promise<void> {
    const user = await repository.findUser(userId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    // What lives outside goes first: if the processor or a voice vendor fails, nothing is deleted yet and it can be tried again.
    const subscriptionEnded = effectiveStatus(user, now()) === 'canceled';
    await deps.payments
      .cancelNow({ userId, stripeSubscriptionId: subscriptionEnded ? null : user.stripeSubscriptionId })
      .catch((err: unknown) => {
        deps.log.error({ err, userId }, 'the payment processor could not cancel the subscription of an account being deleted');
        throw new HttpError(503, 'SUBSCRIPTION_NOT_CANCELED', SUBSCRIPTION_NOT_CANCELED, { retryAfterSeconds: 60 });
      });
    for (const profile of await parts.voiceProfiles.list(userId)) await parts.voiceProfiles.remove(userId, profile.id);
    // The studio gives back its access to the user's channels (a failed revoke is logged; the rows go with the account).
    await parts.channels().disconnectAll(userId);

    const keys = await repository.deleteUser(
      userId,
      (tx) => keepAffiliateRecordsOf(tx, userId),
      mailTextInEveryLanguage('emailChange.subject'),
    );
    if (keys === null) throw notFound('User not found', 'USER_NOT_FOUND');
    // The sessions went with the account; their sockets close on every instance.
    await parts.auth.endAllSessions(userId);
    await removeFiles(userId, keys);
    deps.log.info({ userId, files: keys.length }, 'account deleted');
  }

  /** The ZIP of everything the user has: their records as JSON documents and their files under files/. */
  async function exportData(user: UserRow): Promise<{ fileName: string; stream: Readable }> {
    await count(`account-exports:${user.id}`, ACCOUNT_LIMITS.exports);
    const exportedAt = now();
    const [records, affiliate] = await Promise.all([repository.records(user.id), affiliateRecordsOf(db, user.id)]);
    const files = new Set<string>();
    const file = (key: string) => {
      files.add(key);
      return archivePathOf(key);
    };

    const byProject = <T extends { projectId: string }>(rows: T[], projectId: string) =>
      rows.filter((row) => row.projectId === projectId).map(({ projectId: _projectId, ...rest }) => rest);
    const projects = records.projects.map(({ userId: _userId, ...project }) => ({
      ...project,
      scriptVersions: byProject(records.scriptVersions, project.id),
      // Narration takes too, with the recording as it was sent; a take not yet aligned has only that.
      voiceovers: byProject(records.voiceovers, project.id).map(({ audioKey, vttKey, srtKey, wordsKey, originalKey, ...voiceover }) => ({
        ...voiceover,
        files: {
          ...(voiceover.status === 'ready' ? { audio: file(audioKey), vtt: file(vttKey), srt: file(srtKey), words: file(wordsKey) } : {}),
          ...(originalKey ? { original: file(originalKey) } : {}),
        },
      })),
      seoAnalyses: byProject(records.seoAnalyses, project.id),
      images: byProject(records.projectImages, project.id),
      thumbnails: byProject(records.thumbnails, project.id).map(({ fileKey, ...thumbnail }) => ({ ...thumbnail, file: file(fileKey) })),
      videos: byProject(records.renders, project.id).map(
        ({ userId: _userId, leaseId: _leaseId, heartbeatAt: _heartbeatAt, videoKey, ...video }) => ({
          ...video,
          file: videoKey ? file(videoKey) : null,
        }),
      ),
      // The creator's own photos, clips and sounds, with their posters (a filmstrip is made again from its clip).
      media: byProject(records.media, project.id).map(
        ({ userId: _userId, status: _status, fileKey, posterKey, filmstripKey: _filmstrip, ...item }) => ({
          ...item,
          file: file(fileKey),
          posterFile: posterKey ? file(posterKey) : null,
        }),
      ),
      storyboard:
        records.storyboards
          .filter((board) => board.projectId === project.id)
          .map(({ userId: _userId, projectId: _projectId, ...board }) => board)[0] ?? null,
    }));
    const gallery = records.images.map(({ userId: _userId, fileKey, thumbnailKey, ...image }) => ({
      ...image,
      file: file(fileKey),
      thumbnailFile: file(thumbnailKey),
    }));
    const conversations = records.conversations.map(({ userId: _userId, ...conversation }) => ({
      ...conversation,
      messages: records.messages
        .filter((message) => message.conversationId === conversation.id)
        .map(({ conversationId: _conversationId, ...message }) => message),
    }));
    const voiceProfiles = records.voiceProfiles.map(({ userId: _userId, sampleKey, ...profile }) => ({
      ...profile,
      sampleFile: file(sampleKey),
    }));
    const preferences = records.preferences && (({ userId: _userId, ...rest }) => rest)(records.preferences);
    const withoutUser = <T extends { userId: string | null }>(rows: T[]) => rows.map(({ userId: _userId, ...rest }) => rest);

    const documents = new Map<string, unknown>([
      ['projects.json', projects],
      ['gallery.json', gallery],
      ['conversations.json', conversations],
      ['voice-profiles.json', voiceProfiles],
      ['music.json', records.music.map(({ userId: _userId, key, ...music }) => ({ ...music, file: file(key) }))],
      ['preferences.json', preferences],
      ['usage.json', records.usage],
      ['invoices.json', withoutUser(records.invoices)],
      ['donations.json', withoutUser(records.donations)],
      ['affiliate.json', affiliate],
    ]);
    const account = (missingFiles: string[]) => ({
      exportedAt,
      profile: {
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerifiedAt: user.emailVerifiedAt,
        role: user.role,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      plan: {
        subscriptionStatus: effectiveStatus(user, exportedAt),
        subscriptionPlan: user.subscriptionPlan,
        trialExpiry: user.trialExpiry,
        currentPeriodEnd: user.currentPeriodEnd,
        cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      },
      sessions: records.sessions.map(({ userAgent, ...session }) => ({ ...session, device: deviceName(userAgent) })),
      contents: [...documents.keys(), 'files/'],
      missingFiles,
    });
    const stream = writeArchive(
      deps.storage,
      { documents, files: [...files], manifest: { name: 'account.json', build: account } },
      exportedAt,
    );
    return { fileName: exportFileName(exportedAt), stream };
  }

  return {
    async updateProfile(userId: string, changes: ProfileChanges): Promise<PublicUser> {
      const row = await repository.setProfile(userId, changes);
      if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
      await deps.sessions.forgetUser(userId);
      return publicUser(row);
    },

    /**
     * Sends a link to the new address; the e-mail changes when it is followed. The password is
     * checked before whether the address is free, so the answer tells nothing to a caller without it.
     * `origin` is the studio's public origin, where the link points. The mail is in the account's
     * language, or in `requestLocale` (the request's) when the account follows the browser's.
     */
    async requestEmailChange(
      user: UserRow,
      input: { email: string; password: string },
      origin: string,
      requestLocale: InterfaceLocale,
    ): Promise<MessageResponse> {
      await checkPassword(user, input.password);
      if (input.email === user.email) throw badRequest('This is already your email address.', 'SAME_EMAIL');
      // Counted before the address is looked up: past the allowance nothing more is learned of who has an account.
      await count(`account-email-changes:${user.id}`, ACCOUNT_LIMITS.emailChanges);
      if (await repository.emailTakenByAnother(user.id, input.email)) throw conflict(authMessages.emailTaken, 'EMAIL_TAKEN');
      const token = await parts.accountTokens.issue({
        userId: user.id,
        purpose: 'email_change',
        ttlMs: EMAIL_LINK_TTL_HOURS * HOUR_MS,
        now: now(),
        newEmail: input.email,
      });
      const locale = mailLocale(user.locale, requestLocale);
      const link = mailLink(origin, pagePaths.confirmEmail, locale, { token });
      // Sent to an address not yet proven, which anyone signed in can name: the studio's own words and
      // the link, nothing the account chose (its name) and no other address (its current one), so it
      // cannot carry an attacker's text to a stranger.
      await deps.mail.send({
        to: input.email,
        ...mailMessage(locale, 'emailChange', { link, hours: EMAIL_LINK_TTL_HOURS }),
      });
      return done(accountMessages.emailChangeSent);
    },

    /** Follows the link: the account takes the address, verified. 400 LINK_INVALID for a link unknown, used or expired; 409 when another account took the address meanwhile. */
    async confirmEmailChange(token: string): Promise<MessageResponse> {
      const invalid = badRequest(accountMessages.emailLinkInvalid, 'LINK_INVALID');
      const link = await parts.accountTokens.consume(token, 'email_change', now());
      if (!link?.newEmail) throw invalid;
      const changed = await repository.setEmail(link.userId, link.newEmail, now());
      if (changed === 'taken') throw conflict(authMessages.emailTaken, 'EMAIL_TAKEN');
      if (!changed) throw invalid;
      await deps.sessions.forgetUser(link.userId);
      return done(accountMessages.emailChanged);
    },

    /** A new password, with the current one; every other session ends and its sockets close. */
    async changePassword(
      { user, sessionId }: SignedInUser,
      input: { currentPassword: string; newPassword: string },
    ): Promise<MessageResponse> {
      await checkPassword(user, input.currentPassword);
      await repository.setPasswordHash(user.id, await hashPassword(input.newPassword), now());
      await parts.auth.endOtherSessions(user.id, sessionId);
      return done(accountMessages.passwordChanged);
    },

    /** The user's live sessions, most recently used first; `current` is the one asking. */
    async sessions({ user, sessionId }: SignedInUser): Promise<{ sessions: AccountSession[] }> {
      const rows = await repository.liveSessions(user.id, now());
      const sessions = rows
        .map((row) => ({
          id: row.id,
          device: deviceName(row.userAgent),
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt ?? row.createdAt,
          current: row.id === sessionId,
        }))
        .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime())
        .map((session) => ({ ...session, createdAt: session.createdAt.toISOString(), lastUsedAt: session.lastUsedAt.toISOString() }));
      return { sessions };
    },

    /** Signs one of the user's sessions out (this one too, if asked); 404 SESSION_NOT_FOUND for any other. */
    async endSession(userId: string, sessionId: string): Promise<MessageResponse> {
      if (!(await parts.auth.endSession(userId, sessionId))) throw notFound(accountMessages.sessionNotFound, 'SESSION_NOT_FOUND');
      return done(accountMessages.sessionSignedOut);
    },

    async endOtherSessions({ user, sessionId }: SignedInUser): Promise<MessageResponse> {
      await parts.auth.endOtherSessions(user.id, sessionId);
      return done(accountMessages.signedOutEverywhere);
    },

    exportData,

    /** The user deletes their own account, confirming with their password. */
    async deleteAccount(user: UserRow, password: string): Promise<MessageResponse> {
      await checkPassword(user, password);
      await deleteUser(user.id);
      return done(accountMessages.accountDeleted);
    },

    /**
     * Deletes the account (the user's own request, or the operator console's): the subscription is
     * canceled at the processor, the voices made at a vendor removed, every row of the user deleted
     * (invoices, donations and affiliate commissions stay, without them) with their mail, every
     * file removed from storage, and every session ended with its sockets closed. 404 USER_NOT_FOUND
     * for an unknown user.
     */
    deleteUser,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
