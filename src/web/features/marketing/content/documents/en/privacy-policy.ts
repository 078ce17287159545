import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `This policy explains what information Genesis Studio keeps about you, why, and what control you have over it. Genesis Studio is self-hostable software: "we" in this policy means the operator of the Genesis Studio service you are using. If you run your own instance, you are the operator, and your data stays on the servers you control.

## The short version

- **Your content is yours.** Scripts, images, voiceovers, voice samples and conversations you create belong to you. We do not sell them, and we do not use them to train AI models.
- **We keep only what the service needs** to give you an account, store your work, enforce plan limits and take payments.
- **No third-party trackers.** We count page views ourselves, with an anonymous visitor id, and we use no advertising cookies.
- **Card data never reaches us.** Payments are handled by our payment processor.
- **You can delete your account** and everything in it at any time.

## Information we store

### Your account

Your name, e-mail address and a one-way hash of your password (never the password itself), your subscription status and plan, your trial start and end dates, and the sessions you are signed in with, so that you can see and revoke them.

### Content you create

The topics and scripts you generate, SEO analyses, image prompts and the generated images with their settings, your style preferences and recent prompts, voiceover audio, and your chat conversations with their niche, audience and budget fields. We store this content so that you can find it again, for example in your gallery or chat history.

### Voice samples and voice profiles

When you create a voice profile, we store the audio sample you recorded or uploaded, the profile name and description, and the voice settings derived from the sample. Voice samples are personal data: they are only used to produce speech in your account, and they are deleted when you delete the profile or your account.

### Usage records

For each generation we record its type (script, image, voiceover, SEO analysis or chat), the time and the engine that served it. We use these records to enforce plan limits, to prevent abuse and to keep the service reliable.

### Payments and subscriptions

We store your plan, billing period, subscription status and the identifiers our payment processor gives us for your customer record and subscription. Card numbers and security codes are entered directly with the payment processor and are never sent to or stored on our servers.

### Affiliate program

If you join the affiliate program, we store your payout e-mail address, your affiliate code, clicks on your referral link (time, the page visited and a keyed hash of the visitor's network address, so that each address counts once a day) and the referrals and commissions credited to you. To refuse commissions on an affiliate's own accounts, we compare keyed hashes of the network addresses and browser ids that accounts sign up, sign in and start payments from.

### Newsletter

If you subscribe to the newsletter, we store your e-mail address and the date you subscribed. We use it only to send new articles.

### Page views

When a page is shown, your browser reports the path, the referring page and the time, together with an anonymous visitor id: a random value stored in your browser that is not linked to your name, e-mail or account. We use page views only to understand which pages are useful. No third-party analytics service receives them.

### Technical logs

Our servers log requests, including IP addresses, for security, rate limiting and troubleshooting. Logs are kept for a short period and are not used for profiling.

## Information in your browser

Genesis Studio keeps a few values in your browser's local storage: your sign-in tokens, a copy of your user profile, your trial or subscription record and the anonymous visitor id. If you arrived through a referral link, a first-party cookie remembers that visit for 30 days so that signing up credits the affiliate; it is removed when you register. We use no advertising or cross-site tracking cookies. Clearing your browser storage signs you out and resets these values.

## How we use AI providers

Depending on how this instance is configured, AI features run either on built-in offline engines on our own servers or through external AI providers, for example for text, images, speech or voice cloning. When a provider is used, only the input that request needs (your prompt, script text or voice sample) is sent to it to produce the result, under that provider's terms for business customers. Results that were produced offline are labelled as such in the studio.

## What we never do

- Sell or rent your personal data or your content.
- Use your content or voice samples to train AI models.
- Show advertising or share data with advertising networks.
- Read your content, except when you ask us for support or when the law requires it.

## How long we keep information

We keep your account and content for as long as your account exists. Usage records are kept for as long as they are needed to enforce plan limits and resolve billing questions. Payment records are kept for as long as tax and accounting law requires. Server logs are kept for a short period. Page views with their anonymous visitor id are kept in aggregate form.

## Deleting your account

You can delete your account at any time: write to ${v.contact} from the e-mail address you registered with and ask for your account to be deleted. We delete your account, your content, your images, your voice samples and profiles, your conversations and your sessions within 30 days, and cancel any active subscription so that you are not charged again. We keep only what the law requires us to keep, such as invoices. If you operate your own instance, you can delete a user's records directly in your database.

## Your rights

Depending on where you live, you may have the right to access the personal data we hold about you, to correct it, to receive a copy in a portable format, to have it deleted, to restrict or object to certain processing, and to complain to your data protection authority. To use any of these rights, write to ${v.contact}. We answer within 30 days.

## Security

Passwords are hashed with Argon2id, sessions are stored as hashes and can be revoked, connections are encrypted in production, and every record is checked on the server so that only its owner can read it. No system is perfectly secure, so please use a strong, unique password and write to ${v.contact} if you notice anything suspicious.

## Children

Genesis Studio is not intended for children under 13, or under 16 where local law sets a higher age. We do not knowingly collect personal data from children. If you believe a child has given us personal data, contact us and we will delete it.

## Changes to this policy

If we change this policy, we update the date at the top of this page. If a change materially affects how we use your personal data, we tell account holders by e-mail before it takes effect.

## Contact

Questions about privacy or this policy: write to ${v.contact}. See also our [Terms of Service](/terms).`;
