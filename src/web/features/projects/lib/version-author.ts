import { SCRIPT_EDIT_ENGINE, type ScriptVersion } from '@shared/contracts/projects';

/** Who wrote a version, in words. */
export function versionAuthor(version: Pick<ScriptVersion, 'engine' | 'model' | 'restoredFrom'>): string {
  const by =
    version.engine === SCRIPT_EDIT_ENGINE
      ? 'Your edit'
      : version.engine === 'offline-writer'
        ? 'Offline draft'
        : `AI draft · ${version.model ?? version.engine}`;
  return version.restoredFrom ? `${by} · restored from version ${version.restoredFrom}` : by;
}
