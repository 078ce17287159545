import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Checked } from '../lib/check';
import { accountFailureMessage, failureCode } from '../lib/failure-message';

/** What a form says under its button: the outcome of the last try, until the user edits again. */
export type Feedback = { kind: 'success' | 'error'; message: string } | null;

interface SectionFormOptions<Values extends Record<string, string>, Input, Result> {
  initialValues: Values;
  /** The id of the form's message (its FormFeedback): a field a problem is about points to it. */
  feedbackId: string;
  /** The form's rules (the shared contract): a problem is shown and nothing is sent. */
  check: (values: Values) => Checked<Input, Extract<keyof Values, string>>;
  mutation: UseMutationResult<Result, Error, Input>;
  /** The words after success, from the server's answer when it has them. */
  success: (result: Result) => string;
  /** The field a refusal is about, by the server's code (WRONG_PASSWORD → the password field). */
  fieldOfCode?: Partial<Record<string, Extract<keyof Values, string>>>;
  /** The values after success (passwords are never kept in the form). */
  afterSuccess?: (values: Values) => Values;
  onSuccess?: (result: Result) => void;
}

/** An account form's behaviour: values, the contract's checks, the call, and what it says after. */
export function useSectionForm<Values extends Record<string, string>, Input, Result>({
  initialValues,
  feedbackId,
  check,
  mutation,
  success,
  fieldOfCode = {},
  afterSuccess,
  onSuccess,
}: SectionFormOptions<Values, Input, Result>) {
  const [values, setValues] = useState<Values>(initialValues);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [invalidField, setInvalidField] = useState<keyof Values | undefined>(undefined);
  const busy = mutation.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = check(values);
    if (!checked.ok) {
      setFeedback({ kind: 'error', message: checked.problem });
      setInvalidField(checked.field);
      return;
    }
    setFeedback(null);
    setInvalidField(undefined);
    mutation.mutate(checked.input, {
      onSuccess: (result) => {
        setFeedback({ kind: 'success', message: success(result) });
        if (afterSuccess) setValues(afterSuccess);
        onSuccess?.(result);
      },
      onError: (error) => {
        setFeedback({ kind: 'error', message: accountFailureMessage(error) });
        const code = failureCode(error);
        setInvalidField(code ? fieldOfCode[code] : undefined);
      },
    });
  }

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setFeedback(null);
    setInvalidField(undefined);
  };

  /** A field's input props: its name, value and change handler, marked invalid while a problem is about it. */
  const field = (name: Extract<keyof Values, string>) => {
    const invalid = invalidField === name;
    return {
      name,
      value: values[name],
      onChange: update(name),
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? feedbackId : undefined,
    };
  };

  return { values, update, field, onSubmit, busy, feedback, feedbackId, invalidField };
}
