import type { AppDeps } from './deps';
import { createAffiliateRepository, createAffiliateService, createPayouts } from '../features/affiliates';
import { createAnalyticsRepository } from '../features/analytics';
import { createApiTokenRepository, createApiTokenService } from '../features/api-tokens';
import { createAccountTokens, createAuthService, createEmailVerificationService, createPasswordResetService } from '../features/auth';
import { createAccountService } from '../features/account';
import { createAdminService, createAuditLog } from '../features/admin';
import { createBackupService } from '../features/backup';
import { createEntitlements, createPaymentEvents, createBillingRepository } from '../features/billing';
import { createChatService, createChatRepository } from '../features/chat';
import {
  createAiEngineService,
  createAiEngineSettingsRepository,
  createEngineFailureRepository,
  openWriters,
} from '../features/ai-engines';
import { createNewsletterRepository } from '../features/content';
import { createImageService } from '../features/images';
import { createModelDownloadRepository, createModelService, createRuntimeInstaller, modelsDir } from '../features/models';
import { resolve } from 'node:path';
import { createMediaRepository, createMediaService, createMediaUrls } from '../features/media';
import { createStoryboardRepository, createStoryboardService } from '../features/storyboard';
import { createAligner, createNarrationRepository, createNarrationService } from '../features/narrations';
import { createPreferencesRepository } from '../features/preferences';
import {
  createChannelRepository,
  createCalendarFeedService,
  createChannelService,
  createGoogleClientRepository,
  createGoogleClientService,
  createOAuthStateRepository,
  createPublicationRepository,
  createPublicationService,
  platformOpener,
} from '../features/publishing';
import { createYouTubePlatform } from '../providers/publishing/youtube';
import { createProjectRepository, createProjectService, createThumbnailService } from '../features/projects';
import { createRenderRepository, createRenderService } from '../features/renders';
import { createScriptService } from '../features/scripts';
import { createSeoService } from '../features/seo';
import { createShortBatchPackage, createShortsRepository, createShortsService } from '../features/shorts';
import { createVoiceProfileService, createVoiceProfileRepository, createVoiceResolver, createVoiceoverService } from '../features/voice';
import { createWebhookRepository, createWebhookService } from '../features/webhooks';
import {
  createIdentityRepository,
  createLoginStateRepository,
  createOpenIdClients,
  createSignInService,
  createSignInSettings,
  createSignInSettingsRepository,
} from '../features/sign-in';

/**
 * The composition root: every feature service, built once from the app's dependencies. A feature
 * that needs another's work is handed that feature's service here (chat gets the voiceovers, image
 * generation the style memory); no feature builds another's parts. Routes and the socket receive
 * these and only translate HTTP to them.
 */
export function createServices(deps: AppDeps) {
  const { db } = deps.database;
  // Outgoing webhooks first: the features whose events they carry are handed them (webhooks.emit).
  const webhooks = createWebhookService({
    webhooks: createWebhookRepository(db),
    jobs: deps.jobs,
    cipher: deps.settingsCipher,
    mail: deps.mail,
    clock: deps.clock,
    log: deps.log,
    config: deps.config,
  });
  const writers = openWriters(deps.engines, deps.log);
  const entitlements = createEntitlements(deps);
  const preferences = createPreferencesRepository(db);
  const voiceProfiles = createVoiceProfileRepository(db);
  const voices = createVoiceResolver(deps.speech, voiceProfiles, () => deps.engines.fallbackOf('speech'));
  // Scripts, pictures and voiceovers asked for with a projectId are kept by the project service,
  // which is built from them: they reach it through a getter, once a request names a project.
  const inProject = () => projects;
  const voiceovers = createVoiceoverService({ ...deps, entitlements, voices, projects: inProject });
  const seo = createSeoService({ ...deps, entitlements, copywriter: writers.seoCopy });
  const scripts = createScriptService({ ...deps, writer: writers.scripts, entitlements, voices, projects: inProject });
  const chat = createChatService({ ...deps, writer: writers.chat, voiceovers, entitlements }, createChatRepository(db));
  const images = createImageService({ ...deps, entitlements, preferences, projects: inProject });
  const accountTokens = createAccountTokens(db);
  const auditLog = createAuditLog(db);
  // Single sign-on's settings decide whether passwords sign in (PASSWORD_SIGN_IN), so they come before auth.
  const signInSettings = createSignInSettings({
    config: deps.config,
    settings: createSignInSettingsRepository(db),
    cipher: deps.settingsCipher,
    auditLog,
    clock: deps.clock,
    log: deps.log,
  });
  const auth = createAuthService({ ...deps, webhooks }, { passwordSignIn: () => signInSettings.passwordSignIn() });
  const apiTokens = createApiTokenService({ tokens: createApiTokenRepository(db), clock: deps.clock });
  const affiliates = createAffiliateService(deps, createAffiliateRepository(db, deps.config.affiliates.holdDays));
  const signIn = createSignInService({
    settings: signInSettings,
    clients: createOpenIdClients({ timeoutMs: deps.config.oidc.timeoutMs }),
    identities: createIdentityRepository(db),
    states: createLoginStateRepository(db),
    auth,
    affiliates,
    clock: deps.clock,
    log: deps.log,
  });
  const passwordReset = createPasswordResetService(deps, { auth, accountTokens });
  const emailVerification = createEmailVerificationService(deps, { accountTokens });
  const voiceProfileService = createVoiceProfileService({ ...deps, entitlements }, voiceProfiles);
  const account = createAccountService(deps, { auth, accountTokens, voiceProfiles: voiceProfileService, channels: () => channels });
  const projectRows = createProjectRepository(db, deps.clock);
  const projects = createProjectService({
    projects: projectRows,
    scripts,
    voiceovers,
    seo,
    images,
    // Renders are built from the project service: the package reaches them once it is asked for.
    videos: () => renders,
    photos: () => media,
    storage: deps.storage,
    clock: deps.clock,
  });
  const aligner = createAligner({ speech: deps.speech.espeak });
  const narrations = createNarrationService({
    ...deps,
    narrations: createNarrationRepository(db, deps.clock),
    projects,
    entitlements,
    aligner,
    webhooks,
  });
  const mediaFiles = createMediaRepository(db, deps.clock);
  const media = createMediaService({
    ...deps,
    media: mediaFiles,
    pictures: (userId, projectId) => projectRows.images(userId, projectId),
    quotaBytes: deps.config.mediaQuotaBytes,
    urls: createMediaUrls(deps.authSecret, () => deps.clock.now()),
  });
  const storyboard = createStoryboardService({ storyboards: createStoryboardRepository(db, deps.clock), projects, media: mediaFiles });
  const renders = createRenderService({
    ...deps,
    renders: createRenderRepository(db, deps.clock),
    projects,
    storyboard,
    entitlements,
    webhooks,
  });
  const shorts = createShortsService({
    ...deps,
    shorts: createShortsRepository(db, deps.clock),
    media: mediaFiles,
    renders,
    projects,
    entitlements,
  });
  const shortBatchPackage = createShortBatchPackage({ ...deps, renders, projects, seo });
  const models = createModelService({
    ...deps,
    downloads: createModelDownloadRepository(db, deps.clock),
    auditLog,
    // Once node-llama-cpp is installed, every engine on a local model opens again.
    runtime: createRuntimeInstaller({
      dataDir: deps.config.dataDir,
      packageSpec: deps.config.localModelRuntimePackage,
      log: deps.log,
      onInstalled: () => void deps.engines.announceChange().catch((error: unknown) => deps.log.warn({ err: error }, 'AI engines reload')),
    }),
    // A model file an AI engine runs on stays until the engine is changed.
    modelInUse: (path) =>
      deps.engines
        .views()
        .some((view) => view.provider === 'local' && view.model !== null && resolve(modelsDir(deps.config.dataDir), view.model) === path),
  });

  // Publishing: the operator's Google OAuth client (the environment's wins), and the channels creators connect through it.
  const googleClient = createGoogleClientService({
    config: deps.config,
    clients: createGoogleClientRepository(db),
    cipher: deps.settingsCipher,
    auditLog,
    clock: deps.clock,
    log: deps.log,
  });
  const channels = createChannelService({
    channels: createChannelRepository(db),
    states: createOAuthStateRepository(db),
    googleClient,
    openPlatform: platformOpener(deps.config.google, deps.youtube ?? createYouTubePlatform),
    cipher: deps.settingsCipher,
    clock: deps.clock,
    log: deps.log,
  });
  const publicationRows = createPublicationRepository(db);
  const publications = createPublicationService({
    ...deps,
    publications: publicationRows,
    channels,
    renders,
    projects,
    cipher: deps.settingsCipher,
    webhooks,
  });

  return {
    auth,
    accountTokens,
    apiTokens,
    passwordReset,
    emailVerification,
    account,
    admin: createAdminService(deps, {
      auth,
      account,
      entitlements,
      auditLog,
      payouts: createPayouts(
        db,
        { minimumCents: deps.config.affiliates.payoutMinimumCents, holdDays: deps.config.affiliates.holdDays },
        deps.clock,
      ),
      webhooks,
    }),
    auditLog,
    aiEngines: createAiEngineService({
      engines: deps.engines,
      settings: createAiEngineSettingsRepository(db),
      cipher: deps.settingsCipher,
      failures: createEngineFailureRepository(db),
      auditLog,
      config: deps.config,
      espeak: deps.speech.espeak,
    }),
    backups: createBackupService(deps),
    entitlements,
    billing: createBillingRepository(db),
    paymentEvents: createPaymentEvents({ ...deps, webhooks }),
    affiliates,
    signInSettings,
    signIn,
    analytics: createAnalyticsRepository(db),
    newsletter: createNewsletterRepository(db),
    preferences,
    writers,
    scripts,
    projects,
    renders,
    narrations,
    media,
    shorts,
    shortBatchPackage,
    storyboard,
    models,
    googleClient,
    channels,
    publications,
    calendarFeed: createCalendarFeedService({ db, publications: publicationRows, clock: deps.clock }),
    thumbnails: createThumbnailService({ ...deps, entitlements }),
    seo,
    images,
    voices,
    voiceovers,
    voiceProfiles: voiceProfileService,
    chat,
    webhooks,

    /** Shutdown: replies in progress are stored as partial, the analysis threads stop, mail under way goes out. Before the database closes. */
    async close(): Promise<void> {
      renders.stop();
      models.stop();
      publications.stop();
      await Promise.all([
        chat.close(),
        seo.close(),
        aligner.close(),
        passwordReset.settled(),
        emailVerification.settled(),
        webhooks.close(),
      ]);
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** What every route plugin is registered with: the app's dependencies and its services. */
export interface RouteOptions {
  deps: AppDeps;
  services: Services;
}
