import { AudioLines, Braces, FileText, GalleryVerticalEnd, Image, MessagesSquare, Search, Server, Users } from 'lucide-react';
import { imageStyles } from '@shared/catalog/images';
import { AFFILIATE_COMMISSION_RATE } from '@shared/catalog/plans';
import { scriptTones, videoLengths } from '@shared/catalog/scripts';
import { embeddedStockVoices } from '@shared/catalog/voice';
import { apiDocsPaths } from '@shared/routes';
import { countWord, countWordCapitalised } from '../lib/count-word';

export interface FeatureDetail {
  id: string;
  title: string;
  summary: string;
  points: string[];
  icon: typeof FileText;
  /** Addresses the server answers itself (not client pages): plain links, never the client's router. */
  links?: { label: string; href: string }[];
}

/** The /features page: what each part of the studio does, in detail. Counts come from the catalogues. */
export const featureDetails: FeatureDetail[] = [
  {
    id: 'script-writing',
    title: 'Script Writing with AI Voiceover',
    summary: 'Turn a topic into a structured, ready-to-record video script, then hear it read aloud.',
    icon: FileText,
    points: [
      `${countWordCapitalised(videoLengths.length)} video lengths, from ${videoLengths[0]!.label} to ${videoLengths.at(-1)!.label}`,
      `${countWordCapitalised(scriptTones.length)} tones: ${scriptTones.slice(0, -1).join(', ')} and ${scriptTones.at(-1)!}`,
      'Quick templates for tutorials, reviews, vlogs and explainers',
      'Word count and estimated reading time, with copy and download',
      `AI voiceover in ${countWord(embeddedStockVoices.length)} ready-made voices, with a built-in audio player`,
    ],
  },
  {
    id: 'seo-optimization',
    title: 'SEO Optimization',
    summary: 'Paste a script or description and get everything you need to be found.',
    icon: Search,
    points: [
      'An SEO score from 0 to 100, colour-coded at a glance',
      'Several title suggestions, each one click to copy',
      'An optimized description and recommended tags',
      'Tuned to your target audience and how competitive the topic is',
    ],
  },
  {
    id: 'image-generation',
    title: 'Image Generation',
    summary: 'Create thumbnails, banners and illustrations in the style your channel is known for.',
    icon: Image,
    points: [
      `${countWordCapitalised(imageStyles.length)} styles, from photorealistic, cinematic and 3D animated-film looks to abstract art, watercolor and anime`,
      'Aspect ratios for thumbnails, Shorts, posts and banners, in standard or HD quality',
      'Professional lighting, composition and colour palette controls',
      'Up to four images at once, with prompt suggestions',
      'Style memory: your favourite styles and recent prompts, one click away',
    ],
  },
  {
    id: 'advanced-chat',
    title: 'Advanced Chat Assistant',
    summary: 'Brainstorm in realtime with an assistant that knows your niche, audience and budget.',
    icon: MessagesSquare,
    points: [
      'Three modes: Story Ideas, Script Prompts and Advertising',
      'Replies appear as they are written, and conversations are saved',
      'Voice replies, speech input and an adjustable speech rate',
      'Hear answers in your own cloned voice',
    ],
  },
  {
    id: 'voice-profiles',
    title: 'Voice Cloning',
    summary: 'Create a named voice profile from a short sample of your own voice.',
    icon: AudioLines,
    points: [
      'Record in the browser or upload an audio file',
      'A 30-60 second sample is enough',
      'Guided setup with recording tips and a preview',
      'Your samples stay private to your account',
    ],
  },
  {
    id: 'gallery',
    title: 'Personal Image Gallery',
    summary: 'Every image you generate, kept with its prompt and settings.',
    icon: GalleryVerticalEnd,
    points: ['Search by prompt or style', 'Detail view with style, aspect ratio, quality and date', 'Download any image in full quality'],
  },
  {
    id: 'self-hosting',
    title: 'Self-Hostable and Open',
    summary: 'Run the whole studio on your own server, with your own AI providers.',
    icon: Server,
    points: [
      'Starts with no keys: embedded database and offline AI engines',
      'Connect OpenAI, Anthropic, ElevenLabs or any OpenAI-compatible server',
      'Scales out with PostgreSQL, Redis and S3-compatible storage',
      'Open source under the AGPL',
    ],
  },
  {
    id: 'api-access',
    title: 'API Access for Enterprise',
    summary: 'API access is offered to enterprise customers on request.',
    icon: Braces,
    points: [
      'The calls the studio itself makes: scripts, SEO, images, voice, chat and billing',
      'Described in OpenAPI 3.1, generated from the contracts the server checks',
      'Sign in once, then send the access token as a bearer token',
      'Try calls from the interactive reference, in your browser',
    ],
    links: [
      { label: 'API reference', href: apiDocsPaths.reference },
      { label: 'OpenAPI description (JSON)', href: apiDocsPaths.description },
    ],
  },
  {
    id: 'affiliate-program',
    title: 'Affiliate Program',
    summary: 'Share the studio with your audience and earn from every payment they make.',
    icon: Users,
    points: [
      `${Math.round(AFFILIATE_COMMISSION_RATE * 100)}% commission on your referrals' payments`,
      'A personal referral link and a dashboard of clicks, referrals and earnings',
      'Monthly payouts through a payment service or by direct deposit',
    ],
  },
];
