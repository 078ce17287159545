import type { z } from 'zod';

/** A form's values checked: the request to send, or what is wrong and with which field. */
export type Checked<Input, Field extends string> = { ok: true; input: Input } | { ok: false; problem: string; field?: Field };

/** Checks `candidate` against a shared contract, so the form says what the server would. */
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
    problem: issue?.message ?? 'Please check this form.',
    field: typeof field === 'string' ? (field as Field) : undefined,
  };
}
