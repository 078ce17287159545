/** Providers whose addresses ignore dots in the local part; googlemail.com is the same mailbox as gmail.com. */
const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address delivers to, for telling one person's addresses apart: lower case,
 * without a `+suffix`, and for Gmail without dots (a.b+promo@GoogleMail.com → ab@gmail.com). One free
 * trial per mailbox and self-referral checks compare these; the account keeps the address as typed.
 * The migration that backfilled trial_claims (drizzle/0010_trial_claims_and_self_referrals.sql) does
 * the same in SQL.
 */
export function normalizedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (gmailDomains.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
