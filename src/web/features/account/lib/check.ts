import type { z } from 'zod';
import { i18n } from '@/i18n/i18n';
import { translateKnown } from './failure-message';

/** A form's values checked: the request to send, or what is wrong and with which field. */
export type Checked<Input, Field extends string> = { ok: true; input: Input } | { ok: false; problem: string; field?: Field };

/** Checks `candidate` against a shared contract, so the form says what the server would (in the interface language). */
export function checkWith<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  candidate: unknown,
): Checked<z.output<Schema>, Field> {
  const result = schema.safeParse(candidate);
  if (result.success) return { ok: true, input: result.data };
  const [issue] = result.error.issues;
  const field = issue?.path[0];
  return {
    ok: false,
    problem: issue?.message ? translateKnown(issue.message) : i18n.t('account:failures.checkForm'),
    field: typeof field === 'string' ? (field as Field) : undefined,
  };
}

/**
 * What the contract cannot see in a form that asks for a password twice: the first of `fields`
 * left empty, then a confirmation that does not repeat the password. Null when both are fine.
 */
export function checkRepeatedPassword<Field extends string>(
  values: Record<Field, string>,
  fields: Field[],
  password: Field,
  confirm: Field,
): Checked<never, Field> | null {
  const missing = fields.find((field) => values[field] === '');
  if (missing !== undefined) return { ok: false, problem: i18n.t('account:problems.missingFields'), field: missing };
  if (values[password] !== values[confirm]) return { ok: false, problem: i18n.t('account:problems.passwordMismatch'), field: confirm };
  return null;
}
