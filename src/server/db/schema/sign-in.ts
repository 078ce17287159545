import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/**
 * The OpenID Connect provider an administrator saved in the operator console (one row, id 'oidc').
 * The OIDC_* variables and PASSWORD_SIGN_IN win over it. The client secret is sealed like the AI
 * keys (settings-cipher).
 */
export const oidcSettings = pgTable('oidc_settings', {
  id: text('id').$type<'oidc'>().primaryKey(),
  issuerUrl: text('issuer_url').notNull(),
  clientId: text('client_id').notNull(),
  /** base64 of iv ‖ tag ‖ ciphertext. */
  clientSecretCiphertext: text('client_secret_ciphertext').notNull(),
  label: text('label').notNull(),
  /** Lower-case domains; empty: any verified address. */
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull(),
  passwordSignIn: boolean('password_sign_in').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** An account's link to an identity at an OpenID provider: the issuer's `sub`, never the e-mail, identifies it. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The address the provider gave when it was linked, shown in /account. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * A sign-in (or a link from /account) sent to the provider and not back yet: the state's SHA-256,
 * the PKCE verifier and the nonce kept on the server, the hash of the browser's cookie, and what a
 * new account keeps (the affiliate attribution, where to go after). Single use, short-lived.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    purpose: text('purpose').$type<'sign-in' | 'link'>().notNull(),
    /** The account a link is for; null for a sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    browserHash: text('browser_hash').notNull(),
    /** What registration would have kept (the affiliate referral, the page to return to). */
    context: jsonb('context').$type<Record<string, string>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_login_states_expires_idx').on(table.expiresAt)],
);

export type OidcSettingsRow = typeof oidcSettings.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;
export type OidcLoginStateRow = typeof oidcLoginStates.$inferSelect;
