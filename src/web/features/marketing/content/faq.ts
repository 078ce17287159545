import { formatPlanPrice, freeTrial, plans } from '@shared/catalog/plans';
import { scriptTones } from '@shared/catalog/scripts';
import { embeddedStockVoices } from '@shared/catalog/voice';
import { countWord } from '../lib/count-word';

/** One question and its plain-text answer (spec §3). */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: string;
}

export const faqCategories = [
  'General',
  'Features',
  'Pricing',
  'Usage Rights',
  'Quality',
  'Technical',
  'Security',
  'Support',
  'Customization',
] as const;

const { weekly, basic, premium } = plans;

/** The general FAQ (/faq): 15 questions. Every price is read from the plan catalogue. */
export const faqItems: FaqItem[] = [
  {
    id: 'what-is-genesis-studio',
    category: 'General',
    question: 'What is Genesis Studio?',
    answer:
      'Genesis Studio is an AI content studio for video creators, marketers and businesses. In one place you can write video scripts and turn them into voiceovers, analyse content for SEO, generate images in several artistic styles, and brainstorm with a realtime chat assistant that can answer in a cloned voice. It can be used as a hosted service or installed on your own server.',
  },
  {
    id: 'who-is-it-for',
    category: 'General',
    question: 'Who is Genesis Studio for?',
    answer:
      'It is built for YouTubers and other video creators who publish regularly, for marketers who need scripts, ad copy and visuals quickly, and for businesses that want to produce content in-house without a separate tool for every step. You do not need any technical or design background to use it.',
  },
  {
    id: 'what-can-i-create',
    category: 'Features',
    question: 'What can I create with Genesis Studio?',
    answer:
      'Video scripts from a topic, in the length and tone you choose, with quick templates for tutorials, reviews, vlogs and explainers; AI voiceovers of those scripts; SEO analyses with a score, title suggestions, an optimised description and tags; images in styles from photorealistic to anime with professional lighting, composition and colour controls; and chat conversations for story ideas, script prompts and advertising copy. Every image you generate is kept in your personal gallery.',
  },
  {
    id: 'voice-cloning',
    category: 'Features',
    question: 'Can Genesis Studio speak in my own voice?',
    answer: `Yes. Record or upload a sample of 30 to 60 seconds of clear speech and Genesis Studio creates a named voice profile from it. You can then select that profile in the chat assistant to hear replies in your voice. Voiceovers for scripts can also use one of ${countWord(embeddedStockVoices.length)} ready-made voices.`,
  },
  {
    id: 'how-much-does-it-cost',
    category: 'Pricing',
    question: 'How much does Genesis Studio cost?',
    answer: `There are three plans. ${weekly.name} costs ${formatPlanPrice(weekly)} and includes ${weekly.limits.scripts} scripts and ${weekly.limits.images} images per week. ${basic.name} costs ${formatPlanPrice(basic)} and includes ${basic.limits.scripts} scripts and ${basic.limits.images} images per month. ${premium.name} costs ${formatPlanPrice(premium)} with unlimited scripts and images, every style, priority support and bulk generation. Chat is unlimited on every plan.`,
  },
  {
    id: 'free-trial',
    category: 'Pricing',
    question: 'Is there a free trial?',
    answer: `Yes. Every new account starts with a ${freeTrial.durationHours}-hour free trial with unlimited scripts, images and chat. No credit card is required to start it. When the trial ends you can choose a plan to keep creating; nothing is charged automatically.`,
  },
  {
    id: 'cancel-or-change-plan',
    category: 'Pricing',
    question: 'Can I cancel or change my plan at any time?',
    answer:
      'Yes. Plans renew each week or month and you can cancel whenever you like; you keep access until the end of the period you have paid for. You can move to a larger plan at any time, for example from the weekly plan to Premium when you start publishing more often.',
  },
  {
    id: 'who-owns-content',
    category: 'Usage Rights',
    question: 'Who owns the content I create?',
    answer:
      'You do. The scripts, images, voiceovers and other content you create with Genesis Studio belong to you, and we claim no ownership over them. We do not use your content to train AI models.',
  },
  {
    id: 'commercial-use',
    category: 'Usage Rights',
    question: 'Can I use the content commercially, for example on a monetised YouTube channel?',
    answer:
      'Yes. You may publish, monetise and sell what you create, on YouTube or anywhere else. As with any AI tool, check that your final content does not copy someone else\u2019s protected work or trademarks, and follow the rules of the platforms where you publish.',
  },
  {
    id: 'output-quality',
    category: 'Quality',
    question: 'How good are the scripts and images?',
    answer:
      'When an instance is connected to an AI provider, scripts are written by GPT-4o-class language models and images are made by a DALL-E-3-class image model, which produce publish-ready drafts for most topics. Without provider keys, Genesis Studio uses built-in offline engines and labels their output clearly, for example as an offline draft. Every result is a starting point: read it, adjust it to your voice and check facts before you publish.',
  },
  {
    id: 'self-hosting',
    category: 'Technical',
    question: 'Can I run Genesis Studio on my own server?',
    answer:
      'Yes. Genesis Studio is self-hostable: install it with npm and start it, and it runs with an embedded database and offline AI engines, with no keys and no other services needed. For production you can connect PostgreSQL, Redis, S3-compatible storage, Stripe and AI providers such as OpenAI, Anthropic, ElevenLabs or any OpenAI-compatible server through environment variables. API access is available to enterprise customers on request.',
  },
  {
    id: 'devices',
    category: 'Technical',
    question: 'Which devices and browsers does it work on?',
    answer:
      'Genesis Studio runs in any current browser on desktop, tablet or phone, including Chrome, Edge, Firefox and Safari. Voice recording and speech input need a browser that allows microphone access. There is nothing to install on your device.',
  },
  {
    id: 'data-security',
    category: 'Security',
    question: 'Is my data secure?',
    answer:
      'Passwords are stored only as strong one-way hashes, sessions can be revoked, and every record is checked on the server so that only you can see your scripts, images, voice profiles and conversations. Card payments are handled by the payment processor; card numbers never reach our servers. If you self-host, your data stays on the infrastructure you control.',
  },
  {
    id: 'getting-help',
    category: 'Support',
    question: 'How do I get help?',
    answer:
      'E-mail our support team through the Contact link at the bottom of every page, with a short description of what you were doing and what happened, and we will get back to you by e-mail. Premium subscribers get priority support. Many common questions are also answered in this FAQ and in our blog guides.',
  },
  {
    id: 'customization',
    category: 'Customization',
    question: 'Can I customise the style and tone of what Genesis Studio creates?',
    answer: `Yes. Scripts can be written in ${countWord(scriptTones.length)} tones, from educational and professional to humorous, inspirational, creepy or storytelling, and in lengths from one minute to more than ten. Images take an art style plus aspect ratio, quality, lighting, composition and colour palette, and Genesis Studio remembers your favourite styles and recent prompts. In chat you can set your niche, audience and budget so that ideas fit your channel or brand.`,
  },
];
