// The English catalogues are the source of every key: t() calls are checked against them at compile time.
import type common from '../locales/en/common.json';
import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type affiliates from '../locales/en/affiliates.json';
import type auth from '../locales/en/auth.json';
import type billing from '../locales/en/billing.json';
import type chat from '../locales/en/chat.json';
import type gallery from '../locales/en/gallery.json';
import type images from '../locales/en/images.json';
import type marketing from '../locales/en/marketing.json';
import type media from '../locales/en/media.json';
import type narrations from '../locales/en/narrations.json';
import type projects from '../locales/en/projects.json';
import type publishing from '../locales/en/publishing.json';
import type renders from '../locales/en/renders.json';
import type scripts from '../locales/en/scripts.json';
import type seo from '../locales/en/seo.json';
import type shorts from '../locales/en/shorts.json';
import type storyboard from '../locales/en/storyboard.json';
import type voice from '../locales/en/voice.json';
import type webhooks from '../locales/en/webhooks.json';
import type workspace from '../locales/en/workspace.json';
import type pages from '../locales/en/pages.json';
import type faq from '../locales/en/faq.json';
import type scriptFaq from '../locales/en/scriptFaq.json';
import type features from '../locales/en/features.json';
import type comparison from '../locales/en/comparison.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      account: typeof account;
      admin: typeof admin;
      affiliates: typeof affiliates;
      auth: typeof auth;
      billing: typeof billing;
      chat: typeof chat;
      gallery: typeof gallery;
      images: typeof images;
      marketing: typeof marketing;
      media: typeof media;
      narrations: typeof narrations;
      projects: typeof projects;
      publishing: typeof publishing;
      renders: typeof renders;
      scripts: typeof scripts;
      seo: typeof seo;
      shorts: typeof shorts;
      storyboard: typeof storyboard;
      voice: typeof voice;
      webhooks: typeof webhooks;
      workspace: typeof workspace;
      pages: typeof pages;
      faq: typeof faq;
      scriptFaq: typeof scriptFaq;
      features: typeof features;
      comparison: typeof comparison;
    };
  }
}
