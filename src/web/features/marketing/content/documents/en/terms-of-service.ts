import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `These terms apply when you use Genesis Studio, an AI content studio for video creators, marketers and businesses. "We" means the operator of the Genesis Studio service you are using; "you" means the person or organisation using it. By creating an account or using the service you agree to these terms and to our [Privacy Policy](/privacy).

## The service and the software

Genesis Studio provides AI tools for script writing with voiceovers, SEO analysis, image generation, a realtime chat assistant, voice profiles and a personal image gallery. The Genesis Studio software is open source under the GNU Affero General Public License, version 3 or later. If you run your own instance, the license governs your use of the software, and you are responsible for your instance, your users and the AI providers you connect. These terms govern the service operated by us.

## Your account

- You must give accurate information when you register and keep your password secret.
- An account is for one person. You are responsible for everything that happens in your account.
- You must be at least 13 years old, or older where local law requires it, and able to agree to these terms.
- Write to ${v.contact} straight away if you believe someone else has access to your account.

## Free trial

New accounts start with a ${v.trialHours}-hour free trial with unlimited scripts, images and chat. No credit card is needed. When the trial ends, the studio is locked until you choose a plan; nothing is charged automatically.

## Plans and payments

- **Plans.** ${v.weekly.name} costs ${v.weekly.price} and includes ${v.weekly.scripts} scripts and ${v.weekly.images} images per week. ${v.basic.name} costs ${v.basic.price} and includes ${v.basic.scripts} scripts and ${v.basic.images} images per month. ${v.premium.name} costs ${v.premium.price} with unlimited scripts and images. Prices are in US dollars and may exclude taxes.
- **Billing.** Subscriptions are paid in advance for each week or month through our payment processor and renew automatically until you cancel.
- **Limits.** Plan limits are counted per billing period and reset at the start of the next one. When you reach a limit, the studio tells you when it resets; you can upgrade at any time.
- **Cancelling.** You can cancel at any time. Cancellation takes effect at the end of the period you have paid for, and you keep access until then.
- **Refunds.** Payments are not refundable for partly used periods, except where the law requires a refund.
- **Price changes.** We tell you about price changes at least 14 days before they apply to your next renewal.

## Donations

You can support Genesis Studio with a voluntary one-off donation of ${v.donation}. Donations are processed by our payment processor, do not unlock any features and are not refundable, except where the law requires it.

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

Affiliates earn a ${v.commission} commission on payments made by the customers they refer. A referral counts when someone registers within 30 days of following your referral link. Commissions start as pending and are approved 30 days after the payment unless it is refunded. Approved commissions are paid monthly through a payment service or by direct deposit once the minimum payout amount is reached. Self-referrals, misleading promotion, spam and paid search ads on our brand name are not allowed, and commissions earned that way are cancelled.

## Availability and changes

We work to keep Genesis Studio available and secure, but we do not guarantee that it will be uninterrupted or free of errors. We may change, add or remove features. If we remove a feature you pay for, we tell you in advance and you can cancel.

## Ending your use

You can stop using Genesis Studio and delete your account at any time, as described in the [Privacy Policy](/privacy). We may suspend or close an account that seriously or repeatedly breaks these terms; where possible we warn you first and give you a chance to export your content.

## Disclaimers and liability

The service is provided "as is" and "as available". To the extent the law allows, we exclude all implied warranties, and our total liability for any claim related to the service is limited to the amount you paid us in the 12 months before the claim. We are not liable for indirect or consequential losses, such as lost profits or lost data. Nothing in these terms limits liability that cannot be limited by law.

## Changes to these terms

We may update these terms. We show the date of the latest change at the top of this page and tell account holders by e-mail about material changes at least 14 days before they take effect. If you continue to use the service after that, the new terms apply.

## Contact

Questions about these terms: write to ${v.contact}.`;
