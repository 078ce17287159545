import { blogSlugs } from '@shared/catalog/blog-slugs';
import { isPagePath, normalizePath, pagePaths } from '@shared/routes';
import { blogIndex } from '@/features/marketing/content/blog-index';

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
}

const SITE = 'Genesis Studio';

/** Titles and descriptions of the public pages and the sign-in, sign-up and plans pages; pages not listed get the site's defaults. */
const staticMeta: Record<string, PageMeta> = {
  [pagePaths.home]: {
    title: `${SITE} — AI Scripts, SEO, Images and Voice for Video Creators`,
    description:
      'Write video scripts with voiceover, optimize for search, generate images and brainstorm with a realtime AI assistant. Start a 24-hour free trial, no credit card required.',
    type: 'website',
  },
  [pagePaths.about]: {
    title: `About — ${SITE}`,
    description: `Why we built ${SITE}: one self-hostable studio where creators, marketers and businesses own everything they make.`,
    type: 'website',
  },
  [pagePaths.features]: {
    title: `Features — ${SITE}`,
    description:
      'Script writing with voiceover, SEO analysis, image generation with style memory, a realtime chat assistant with voice, voice profiles and a personal gallery.',
    type: 'website',
  },
  [pagePaths.faq]: {
    title: `Frequently Asked Questions — ${SITE}`,
    description: `Answers about ${SITE}: features, pricing, usage rights, quality, security, support and customization.`,
    type: 'website',
  },
  [pagePaths.blog]: {
    title: `Blog — ${SITE}`,
    description: 'Guides for creators: AI script writing for YouTube, image generation tips and SEO for AI-assisted content.',
    type: 'website',
  },
  [pagePaths.comparison]: {
    title: `AI Script Generator Comparison — ${SITE}`,
    description: `How ${SITE} compares with other AI script generators on features, voice, images, SEO and price.`,
    type: 'website',
  },
  [pagePaths.scriptFaq]: {
    title: `YouTube Script Generator FAQ — ${SITE}`,
    description: 'Questions and answers about AI script generators, voice cloning, YouTube content creation, pricing and getting started.',
    type: 'website',
  },
  [pagePaths.privacy]: {
    title: `Privacy Policy — ${SITE}`,
    description: `What ${SITE} stores, why, and how to delete your account and everything in it.`,
    type: 'website',
  },
  [pagePaths.login]: {
    title: `Log In — ${SITE}`,
    description: `Sign in to your ${SITE} account to keep creating scripts, SEO, images and voiceovers.`,
    type: 'website',
  },
  [pagePaths.register]: {
    title: `Create Your Account — ${SITE}`,
    description: `Create your ${SITE} account and start your 24-hour free trial. No credit card required.`,
    type: 'website',
  },
  [pagePaths.subscription]: {
    title: `Plans and Subscription — ${SITE}`,
    description: `Scripts, SEO, images and chat in one studio. Compare the ${SITE} plans and pick the one that fits how often you create.`,
    type: 'website',
  },
  [pagePaths.terms]: {
    title: `Terms of Service — ${SITE}`,
    description: `The terms for using ${SITE}: your content stays yours, payments, acceptable use and AI output.`,
    type: 'website',
  },
};

/** The signed-in and account pages: not indexed, but each with its own tab title. */
const appTitles: Record<string, string> = {
  [pagePaths.app]: 'Studio',
  [pagePaths.affiliate]: 'Affiliate Program',
  [pagePaths.ownerVoice]: 'Owner Voice Setup',
  [pagePaths.voice]: 'Owner Voice Setup',
  [pagePaths.account]: 'Account Settings',
  [pagePaths.calendar]: 'Publishing Calendar',
  [pagePaths.forgotPassword]: 'Reset Your Password',
  [pagePaths.resetPassword]: 'Choose a New Password',
  [pagePaths.verifyEmail]: 'Verify Your E-mail',
  [pagePaths.confirmEmail]: 'Confirm Your New E-mail',
  [pagePaths.admin]: 'Operator Console',
};

const defaultMeta: PageMeta = {
  title: SITE,
  description: staticMeta[pagePaths.home]?.description ?? '',
  type: 'website',
};

const articleMeta: Record<string, PageMeta> = Object.fromEntries(
  blogSlugs.map((slug) => [
    `/blog/${slug}`,
    { title: `${blogIndex[slug].title} — ${SITE}`, description: blogIndex[slug].excerpt, type: 'article' as const },
  ]),
);

const appMeta: Record<string, PageMeta> = Object.fromEntries(
  Object.entries(appTitles).map(([path, title]) => [path, { ...defaultMeta, title: `${title} — ${SITE}` }]),
);

/** The local test checkout's page (/checkout/local/{id}). */
const CHECKOUT_META: PageMeta = { ...defaultMeta, title: `Test Checkout — ${SITE}` };

export const NOT_FOUND_META: PageMeta = { title: `Page Not Found — ${SITE}`, description: '', type: 'website' };

/** The head of `pathname`: its own title, or the 404 page's for a path the client does not serve. */
export function pageMeta(pathname: string): PageMeta {
  const path = normalizePath(pathname);
  const listed = staticMeta[path] ?? articleMeta[path] ?? appMeta[path];
  if (listed) return listed;
  if (path.startsWith('/checkout/local/') && isPagePath(path)) return CHECKOUT_META;
  return isPagePath(path) ? defaultMeta : NOT_FOUND_META;
}
