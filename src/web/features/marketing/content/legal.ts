// The privacy policy and terms of service, in the markdown-like subset the Markdown component renders.
// Written for a self-hostable product: "we" is whoever operates this Genesis Studio instance.
import { AFFILIATE_COMMISSION_RATE, DONATION, formatPlanPrice, formatPrice, freeTrial, plans } from '@shared/catalog/plans';
/** Where the support address goes; filled in when the page renders (SUPPORT_EMAIL is a run-time setting). */
const contact = '{{support}}';

/**
 * A legal text with the operator's support address as a mail link, or, with none set, a plain
 * reference to the operator (never a made-up address).
 */
export function withSupportContact(source: string, supportEmail: string | null): string {
  const link = supportEmail ? `[${supportEmail}](mailto:${supportEmail})` : 'the operator of this service';
  return source.replaceAll(contact, link);
}
const { weekly, basic, premium } = plans;
const commission = `${Math.round(AFFILIATE_COMMISSION_RATE * 100)}%`;

export const privacyPolicy = `This policy explains what information Genesis Studio keeps about you, why, and what control you have over it. Genesis Studio is self-hostable software: "we" in this policy means the operator of the Genesis Studio service you are using. If you run your own instance, you are the operator, and your data stays on the servers you control.

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

You can delete your account at any time: write to ${contact} from the e-mail address you registered with and ask for your account to be deleted. We delete your account, your content, your images, your voice samples and profiles, your conversations and your sessions within 30 days, and cancel any active subscription so that you are not charged again. We keep only what the law requires us to keep, such as invoices. If you operate your own instance, you can delete a user's records directly in your database.

## Your rights

Depending on where you live, you may have the right to access the personal data we hold about you, to correct it, to receive a copy in a portable format, to have it deleted, to restrict or object to certain processing, and to complain to your data protection authority. To use any of these rights, write to ${contact}. We answer within 30 days.

## Security

Passwords are hashed with Argon2id, sessions are stored as hashes and can be revoked, connections are encrypted in production, and every record is checked on the server so that only its owner can read it. No system is perfectly secure, so please use a strong, unique password and write to ${contact} if you notice anything suspicious.

## Children

Genesis Studio is not intended for children under 13, or under 16 where local law sets a higher age. We do not knowingly collect personal data from children. If you believe a child has given us personal data, contact us and we will delete it.

## Changes to this policy

If we change this policy, we update the date at the top of this page. If a change materially affects how we use your personal data, we tell account holders by e-mail before it takes effect.

## Contact

Questions about privacy or this policy: write to ${contact}. See also our [Terms of Service](/terms).`;

export const termsOfService = `These terms apply when you use Genesis Studio, an AI content studio for video creators, marketers and businesses. "We" means the operator of the Genesis Studio service you are using; "you" means the person or organisation using it. By creating an account or using the service you agree to these terms and to our [Privacy Policy](/privacy).

## The service and the software

Genesis Studio provides AI tools for script writing with voiceovers, SEO analysis, image generation, a realtime chat assistant, voice profiles and a personal image gallery. The Genesis Studio software is open source under the GNU Affero General Public License, version 3 or later. If you run your own instance, the license governs your use of the software, and you are responsible for your instance, your users and the AI providers you connect. These terms govern the service operated by us.

## Your account

- You must give accurate information when you register and keep your password secret.
- An account is for one person. You are responsible for everything that happens in your account.
- You must be at least 13 years old, or older where local law requires it, and able to agree to these terms.
- Write to ${contact} straight away if you believe someone else has access to your account.

## Free trial

New accounts start with a ${freeTrial.durationHours}-hour free trial with unlimited scripts, images and chat. No credit card is needed. When the trial ends, the studio is locked until you choose a plan; nothing is charged automatically.

## Plans and payments

- **Plans.** ${weekly.name} costs ${formatPlanPrice(weekly)} and includes ${weekly.limits.scripts} scripts and ${weekly.limits.images} images per week. ${basic.name} costs ${formatPlanPrice(basic)} and includes ${basic.limits.scripts} scripts and ${basic.limits.images} images per month. ${premium.name} costs ${formatPlanPrice(premium)} with unlimited scripts and images. Prices are in US dollars and may exclude taxes.
- **Billing.** Subscriptions are paid in advance for each week or month through our payment processor and renew automatically until you cancel.
- **Limits.** Plan limits are counted per billing period and reset at the start of the next one. When you reach a limit, the studio tells you when it resets; you can upgrade at any time.
- **Cancelling.** You can cancel at any time. Cancellation takes effect at the end of the period you have paid for, and you keep access until then.
- **Refunds.** Payments are not refundable for partly used periods, except where the law requires a refund.
- **Price changes.** We tell you about price changes at least 14 days before they apply to your next renewal.

## Donations

You can support Genesis Studio with a voluntary one-off donation of ${formatPrice(DONATION.amountCents)}. Donations are processed by our payment processor, do not unlock any features and are not refundable, except where the law requires it.

## Your content

You own the content you create with Genesis Studio, including scripts, images, voiceovers and conversations, to the extent the law allows. You give us only the permission we need to operate the service for you: to store your content, process it with the AI engines you use, and show it back to you. This permission ends when you delete the content or your account.

You are responsible for what you put into the service and for how you use what comes out of it. Do not upload material you do not have the right to use.

## Voice cloning

Only create voice profiles from your own voice, or from the voice of someone who has given you clear permission. Never use a cloned voice to impersonate a real person, to mislead people or to get around security checks such as voice authentication.

## Acceptable use

You must not use Genesis Studio to:

- break the law or infringe anyone's intellectual property, privacy or publicity rights;
- create content that sexualises minors, promotes terrorism or violent extremism, or harasses, threatens or defames people;
- create deceptive content such as fake news, fraudulent reviews or realistic images of real people presented as genuine, or spam and phishing;
- generate malware or instructions for serious harm;
- get around plan limits, rate limits or security measures, share accounts, or resell access without our written agreement;
- overload, scrape or reverse-engineer the hosted service, or attack other users' data.

We may remove content or suspend accounts that break these rules, and we report illegal content where the law requires it.

## AI output

AI-generated content can be inaccurate, incomplete, out of date or similar to content produced for other people. It is not professional, legal, medical or financial advice. Review, edit and fact-check everything before you publish it, and make sure your final content complies with the rules of the platforms where you publish. When the service runs on its built-in offline engines, output is labelled as offline and is a simpler draft than a connected AI provider would produce.

## Affiliate program

Affiliates earn a ${commission} commission on payments made by the customers they refer. A referral counts when someone registers within 30 days of following your referral link. Commissions start as pending and are approved 30 days after the payment unless it is refunded. Approved commissions are paid monthly through a payment service or by direct deposit once the minimum payout amount is reached. Self-referrals, misleading promotion, spam and paid search ads on our brand name are not allowed, and commissions earned that way are cancelled.

## Availability and changes

We work to keep Genesis Studio available and secure, but we do not guarantee that it will be uninterrupted or free of errors. We may change, add or remove features. If we remove a feature you pay for, we tell you in advance and you can cancel.

## Ending your use

You can stop using Genesis Studio and delete your account at any time, as described in the [Privacy Policy](/privacy). We may suspend or close an account that seriously or repeatedly breaks these terms; where possible we warn you first and give you a chance to export your content.

## Disclaimers and liability

The service is provided "as is" and "as available". To the extent the law allows, we exclude all implied warranties, and our total liability for any claim related to the service is limited to the amount you paid us in the 12 months before the claim. We are not liable for indirect or consequential losses, such as lost profits or lost data. Nothing in these terms limits liability that cannot be limited by law.

## Changes to these terms

We may update these terms. We show the date of the latest change at the top of this page and tell account holders by e-mail about material changes at least 14 days before they take effect. If you continue to use the service after that, the new terms apply.

## Contact

Questions about these terms: write to ${contact}.`;
