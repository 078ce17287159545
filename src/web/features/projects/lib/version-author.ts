import { SCRIPT_EDIT_ENGINE, type ScriptVersion } from '@shared/contracts/projects';
import { i18n } from '@/i18n/i18n';

/** Who wrote a version, in words (in the interface language; call it while rendering). */
export function versionAuthor(version: Pick<ScriptVersion, 'engine' | 'model' | 'restoredFrom'>): string {
  const by =
    version.engine === SCRIPT_EDIT_ENGINE
      ? i18n.t('projects:versionAuthor.yourEdit')
      : version.engine === 'offline-writer'
        ? i18n.t('projects:versionAuthor.offlineDraft')
        : i18n.t('projects:versionAuthor.aiDraft', { model: version.model ?? version.engine });
  return version.restoredFrom ? i18n.t('projects:versionAuthor.restored', { by, version: version.restoredFrom }) : by;
}
