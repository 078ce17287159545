import type { TFunction } from 'i18next';

const hasParentheses = (name: string) => /[()]/.test(name);

/**
 * A content language's option: its own name, and its name in the interface language when that
 * differs ('Español (Spanish)'). Names equal but for case ('Português (Brasil)', 'português (Brasil)')
 * show once; when either has parentheses of its own ('Portugiesisch (Brasilien)', 'Chinese
 * (Mandarin)') a dash sets the two apart instead of nesting them.
 */
export function languageOptionLabel(nativeName: string, name: string, t: TFunction<'scripts'>): string {
  if (nativeName.toLowerCase() === name.toLowerCase()) return nativeName;
  const key = hasParentheses(nativeName) || hasParentheses(name) ? 'form.languageOptionDashed' : 'form.languageOption';
  return t(key, { native: nativeName, name });
}
