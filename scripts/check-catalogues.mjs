// Fails (exit 1) when a language's catalogue misses a string English has, has one English lacks,
// leaves one empty, or drops or adds a placeholder ({{name}}) or a markup tag (<0>…</0>).
// English (src/web/locales/en) is the source; TypeScript checks that every t() key is in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const source = 'en';
const webRoot = 'src/web/locales';
const serverRoot = 'src/server/http/error-messages';
const mailRoot = 'src/server/providers/mail/texts';
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** { 'a.b.c': 'text' } from nested objects. */
function flatten(value, prefix = '', into = {}) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, path, into);
    else into[path] = child;
  }
  return into;
}

const readJson = (path) => flatten(JSON.parse(readFileSync(path, 'utf8')));
const placeholders = (text) =>
  new Set([...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`));

/** Base key → its forms ({ '': text } for a plain string, { one, other, … } for a plural). */
function group(entries) {
  const groups = new Map();
  for (const [key, text] of Object.entries(entries)) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, -match[0].length) : key;
    const forms = groups.get(base) ?? {};
    forms[match ? match[1] : ''] = text;
    groups.set(base, forms);
  }
  return groups;
}

// react-i18next's <Trans> reads these tag names as empty HTML elements: the words meant inside fall out.
const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const problems = [];
const locales = readdirSync(webRoot).filter((locale) => locale !== source);
const files = readdirSync(join(webRoot, source)).filter((file) => file.endsWith('.json'));
/** Each catalogue: its name in reports and where each language's copy is. */
const catalogues = [
  ...files.map((file) => ({ name: file, path: (locale) => join(webRoot, locale, file) })),
  { name: 'server error messages', path: (locale) => join(serverRoot, `${locale}.json`) },
  { name: 'server mail texts', path: (locale) => join(mailRoot, `${locale}.json`) },
];

for (const catalogue of catalogues) {
  const file = catalogue.name;
  const english = group(readJson(catalogue.path(source)));
  for (const [key, forms] of english) {
    for (const text of Object.values(forms)) {
      for (const [, tag] of String(text).matchAll(/<\/?(\w+)\s*\/?>/g)) {
        if (voidTags.has(tag))
          problems.push(`${source}/${file}: "${key}" uses <${tag}>, an empty element to <Trans>: name the tag otherwise`);
      }
    }
  }
  for (const locale of locales) {
    let translated;
    try {
      translated = group(readJson(catalogue.path(locale)));
    } catch (error) {
      problems.push(`${locale}/${file}: ${error.code === 'ENOENT' ? 'missing' : error.message}`);
      continue;
    }
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, forms] of english) {
      const theirs = translated.get(key);
      if (!theirs) {
        problems.push(`${locale}/${file}: "${key}" is missing`);
        continue;
      }
      const isPlural = !('' in forms);
      const expected = isPlural ? categories : [''];
      const wanted = new Set([...Object.values(forms).flatMap((text) => [...placeholders(text)])]);
      for (const form of expected) {
        const text = theirs[form];
        const name = form ? `${key}_${form}` : key;
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${locale}/${file}: "${name}" is ${text === undefined ? 'missing' : 'empty'}`);
          continue;
        }
        const found = placeholders(text);
        for (const placeholder of wanted) {
          // A singular may say "one" in words instead of {{count}}.
          if (!found.has(placeholder) && !(isPlural && placeholder === 'count'))
            problems.push(`${locale}/${file}: "${name}" drops ${placeholder}`);
        }
        for (const placeholder of found) if (!wanted.has(placeholder)) problems.push(`${locale}/${file}: "${name}" adds ${placeholder}`);
      }
    }
    for (const key of translated.keys()) if (!english.has(key)) problems.push(`${locale}/${file}: "${key}" is not in English`);
  }
}
for (const locale of locales) {
  for (const file of readdirSync(join(webRoot, locale)))
    if (!files.includes(file)) problems.push(`${locale}/${file}: English has no such catalogue`);
}

if (problems.length > 0) {
  console.error(`${problems.length} catalogue problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`catalogues complete: ${catalogues.length} catalogues in ${locales.length + 1} languages`);
}
