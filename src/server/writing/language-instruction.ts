import { contentLanguage, type ContentLanguageTag } from '@shared/catalog/languages';

/**
 * The one line a text model is given for the language of a project's content (unset: English).
 * Bracketed labels stay as the prompt spells them: the studio finds sections and cues by them.
 */
export function languageInstruction(language: ContentLanguageTag | undefined): string {
  const name = contentLanguage(language).englishName;
  return `Write in ${name}: every word for the reader or listener is in ${name}, whatever language the request is in; keep any bracketed labels (such as HOOK, SECTION, B-ROLL) exactly as given.`;
}
