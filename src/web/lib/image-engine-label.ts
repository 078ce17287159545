import { i18n } from '@/i18n/i18n';

/** The engine id the offline title-card renderer reports (DESIGN.md §1.3); stored images keep it. */
export const OFFLINE_IMAGE_ENGINE = 'offline-preview';

/** How an image names the engine that drew it: offline output is always labelled as such. */
export function imageEngineLabel(engine: string): string {
  return engine === OFFLINE_IMAGE_ENGINE ? i18n.t('common:engines.offlineTitleCard') : i18n.t('common:engines.aiImage', { engine });
}
