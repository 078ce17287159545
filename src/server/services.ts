import type { AppDeps } from './deps';
import type { TextEngine } from './providers/text';
import { createAffiliateRepository } from './features/affiliates/repository';
import { createAffiliateService } from './features/affiliates/service';
import { createAnalyticsRepository } from './features/analytics/repository';
import { createAuthService } from './features/auth/service';
import { createEntitlements } from './features/billing/entitlements';
import { createPaymentEvents } from './features/billing/payment-events';
import { createBillingRepository } from './features/billing/repository';
import { createChatService } from './features/chat/chat-service';
import { modelChatWriter, offlineChatWriter } from './features/chat/chat-writer';
import { createChatRepository } from './features/chat/repository';
import { createNewsletterRepository } from './features/content/repository';
import { createImageService } from './features/images/service';
import { createPreferencesRepository } from './features/preferences/repository';
import { createScriptService, modelScriptWriter, offlineScriptWriter } from './features/scripts/service';
import { analyzerSeoCopy, modelSeoCopywriter } from './features/seo/rewrite';
import { createSeoService } from './features/seo/service';
import { createVoiceProfileService } from './features/voice/profile-service';
import { createVoiceProfileRepository } from './features/voice/repository';
import { createVoiceResolver } from './features/voice/voice-resolver';
import { createVoiceoverService } from './features/voice/voiceover-service';

/**
 * The composition root: every feature service, built once from the app's dependencies. A feature
 * that needs another's work is handed that feature's service here (chat gets the voiceovers, image
 * generation the style memory); no feature builds another's parts. Routes and the socket receive
 * these and only translate HTTP to them.
 */
export function createServices(deps: AppDeps) {
  const { db } = deps.database;
  const writers = openWriters(deps.text);
  const entitlements = createEntitlements(deps);
  const preferences = createPreferencesRepository(db);
  const voiceProfiles = createVoiceProfileRepository(db);
  const voices = createVoiceResolver(deps.speech, voiceProfiles);
  const voiceovers = createVoiceoverService({ ...deps, entitlements, voices });
  const seo = createSeoService({ ...deps, entitlements, copywriter: writers.seoCopy });
  const chat = createChatService({ ...deps, writer: writers.chat, voiceovers, entitlements }, createChatRepository(db));

  return {
    auth: createAuthService(deps),
    entitlements,
    billing: createBillingRepository(db),
    paymentEvents: createPaymentEvents(deps),
    affiliates: createAffiliateService(deps, createAffiliateRepository(db)),
    analytics: createAnalyticsRepository(db),
    newsletter: createNewsletterRepository(db),
    preferences,
    writers,
    scripts: createScriptService({ ...deps, writer: writers.scripts, entitlements }),
    seo,
    images: createImageService({ ...deps, entitlements, preferences }),
    voices,
    voiceovers,
    voiceProfiles: createVoiceProfileService({ ...deps, entitlements }, voiceProfiles),
    chat,

    /** Shutdown: replies in progress are stored as partial, the analysis threads stop. Before the database closes. */
    async close(): Promise<void> {
      await Promise.all([chat.close(), seo.close()]);
    },
  };
}

/**
 * What writes scripts, SEO copy and chat replies: the text model the settings opened, or, without
 * one, the offline writer and the analyzer's own copy. Chosen here, once; no feature asks whether
 * there is a model.
 */
export function openWriters(text: TextEngine | undefined) {
  return text
    ? { scripts: modelScriptWriter(text), seoCopy: modelSeoCopywriter(text), chat: modelChatWriter(text) }
    : { scripts: offlineScriptWriter, seoCopy: analyzerSeoCopy, chat: offlineChatWriter };
}

export type Services = ReturnType<typeof createServices>;

/** What every route plugin is registered with: the app's dependencies and its services. */
export interface RouteOptions {
  deps: AppDeps;
  services: Services;
}
