/**
 * The languages a project's content can be written and voiced in (BCP 47 tags), each with its
 * English name (what a text model is told to write in), its native name (what the creator picks
 * from) and the eSpeak NG voice that speaks it (`espeak-ng --voices`; in the emscripten build too).
 */
export const contentLanguages = [
  { tag: 'en', englishName: 'English', nativeName: 'English', espeakVoice: 'en-us' },
  { tag: 'es', englishName: 'Spanish', nativeName: 'Español', espeakVoice: 'es' },
  { tag: 'de', englishName: 'German', nativeName: 'Deutsch', espeakVoice: 'de' },
  { tag: 'fr', englishName: 'French', nativeName: 'Français', espeakVoice: 'fr' },
  { tag: 'pt-BR', englishName: 'Brazilian Portuguese', nativeName: 'Português (Brasil)', espeakVoice: 'pt-br' },
  { tag: 'it', englishName: 'Italian', nativeName: 'Italiano', espeakVoice: 'it' },
  { tag: 'nl', englishName: 'Dutch', nativeName: 'Nederlands', espeakVoice: 'nl' },
  { tag: 'pl', englishName: 'Polish', nativeName: 'Polski', espeakVoice: 'pl' },
  { tag: 'ru', englishName: 'Russian', nativeName: 'Русский', espeakVoice: 'ru' },
  { tag: 'uk', englishName: 'Ukrainian', nativeName: 'Українська', espeakVoice: 'uk' },
  { tag: 'el', englishName: 'Greek', nativeName: 'Ελληνικά', espeakVoice: 'el' },
  { tag: 'tr', englishName: 'Turkish', nativeName: 'Türkçe', espeakVoice: 'tr' },
  { tag: 'ja', englishName: 'Japanese', nativeName: '日本語', espeakVoice: 'ja' },
  { tag: 'ko', englishName: 'Korean', nativeName: '한국어', espeakVoice: 'ko' },
  { tag: 'zh', englishName: 'Chinese (Mandarin)', nativeName: '中文', espeakVoice: 'cmn' },
  { tag: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', espeakVoice: 'hi' },
] as const;

export type ContentLanguage = (typeof contentLanguages)[number];
export type ContentLanguageTag = ContentLanguage['tag'];

export const contentLanguageTags = contentLanguages.map((language) => language.tag) as [ContentLanguageTag, ...ContentLanguageTag[]];

export const DEFAULT_CONTENT_LANGUAGE: ContentLanguageTag = 'en';

/** A tag's entry; an unknown tag (a row written before a language was dropped) reads as English. */
export function contentLanguage(tag: string | null | undefined): ContentLanguage {
  return contentLanguages.find((language) => language.tag === tag) ?? contentLanguages[0];
}

/** Whether content in this language is English, the only language the offline tools read and write. */
export const isEnglish = (tag: string | null | undefined): boolean => contentLanguage(tag).tag === 'en';

/** What the offline writer says when asked for another language: it does not machine-translate. */
export const offlineLanguageNote = (tag: ContentLanguageTag | string): string =>
  `The offline writer writes in English. Connect a text model in AI engines to write in ${contentLanguage(tag).englishName}.`;
