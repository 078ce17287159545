import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ptBR from './pt-BR.json';

/**
 * Codes that stay out of en.json on purpose. Every other error code the server sends must have an
 * entry there (and so one in each language), or a Spanish caller gets English for it.
 */
const notCatalogued: Record<string, string> = {
  // Generic codes, each said of many different things: they take the HTTP_<status> message.
  BAD_REQUEST: 'generic',
  CONFLICT: 'generic',
  FORBIDDEN: 'generic',
  INTERNAL_ERROR: 'generic',
  NOT_FOUND: 'generic',
  UNAUTHENTICATED: 'generic',
  VALIDATION_ERROR: 'generic',
  // The message is its specifics (which clip and why, which scene rule, what Stripe sent wrong):
  // a general sentence would say nothing the code does not.
  CLIP_NOT_RENDERABLE: 'specific',
  MALFORMED_EVENT: 'specific',
  STORYBOARD_INVALID: 'specific',
  // Sent over the chat socket only, where localizedErrors never sees them.
  INVALID_JSON: 'socket',
  MESSAGE_TOO_LARGE: 'socket',
};

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const codeShape = /^[A-Z][A-Z0-9_]+$/;

/** Where each helper that makes an HttpError takes its code (billing's paymentRequired, the voice sample's rejected). */
const codeArgument: Record<string, number> = {
  HttpError: 1,
  badRequest: 1,
  unauthorized: 1,
  forbidden: 1,
  notFound: 1,
  conflict: 1,
  paymentRequired: 1,
  rejected: 0,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codeShape.test(node.text) ? node.text : undefined;

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/**
 * Every error code written in src/server and src/shared, with where: the code of `new HttpError(status,
 * 'CODE', …)` and of the helpers above, and of a problem object (`{ code: 'CODE', message }`, or
 * `{ status, code }` as the engine failures are).
 */
function sentCodes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (code: string | undefined, file: ts.SourceFile, node: ts.Node) => {
    if (!code) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.set(code, [...(found.get(code) ?? []), `${relative(root, file.fileName)}:${line}`]);
  };
  for (const path of [...sourceFiles(join(root, 'src/server')), ...sourceFiles(join(root, 'src/shared'))]) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression)) {
        const position = codeArgument[node.expression.text];
        if (position !== undefined) add(literal(node.arguments?.[position]), file, node);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const names = node.properties.map(propertyName);
        const code = node.properties.find((property) => propertyName(property) === 'code');
        if (code && ts.isPropertyAssignment(code) && (names.includes('message') || names.includes('status'))) {
          add(literal(code.initializer), file, node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const catalogue = en as Record<string, string>;
const translations: Record<string, Record<string, string>> = { es, de, fr, 'pt-BR': ptBR };
const isStatusFallback = (key: string) => /^HTTP_\d{3}$/.test(key);

describe('server error messages', () => {
  const sent = sentCodes();

  it('finds the codes the server sends', () => {
    expect(sent.size).toBeGreaterThan(150);
    for (const code of ['EMAIL_TAKEN', 'SERVER_BUSY', 'AI_TIMEOUT', 'PLAN_REQUIRED', 'SAMPLE_TOO_SHORT', 'VOICEOVER_IN_PROGRESS']) {
      expect(sent.has(code), code).toBe(true);
    }
  });

  it('has an English message for every specific code the server sends', () => {
    const missing = [...sent]
      .filter(([code]) => !(code in catalogue) && !(code in notCatalogued))
      .map(([code, where]) => `${code} (${where[0]})`);
    expect(missing).toEqual([]);
  });

  it('lists only codes that are still sent, each in one place', () => {
    const stale = Object.keys(catalogue).filter((code) => !isStatusFallback(code) && !sent.has(code));
    expect(stale).toEqual([]);
    // The generic ones are also the helpers' defaults, so they need not be written out anywhere.
    const exempted = Object.keys(notCatalogued).filter((code) => notCatalogued[code] !== 'generic');
    expect(exempted.filter((code) => !sent.has(code))).toEqual([]);
    expect(Object.keys(notCatalogued).filter((code) => code in catalogue)).toEqual([]);
  });

  it.each(Object.keys(translations))('%s has exactly the English codes, each with a message', (locale) => {
    const messages = translations[locale]!;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(catalogue).sort());
    const empty = Object.entries(messages).filter(([, message]) => typeof message !== 'string' || message.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses no placeholders, which the answers are never filled in with', () => {
    const all = [catalogue, ...Object.values(translations)].flatMap((messages) => Object.entries(messages));
    expect(all.filter(([, message]) => message.includes('{{'))).toEqual([]);
  });
});
