import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string | undefined>>;

/** The first Korean message of a failed parse, or undefined when the value is valid. */
export function schemaError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** First message per top-level field of a failed zod parse: { email: '…', password: '…' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}

function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

interface ServerRefusal<F> {
  /** The field the refusal concerns, or null for the whole form. */
  field: F | null;
  message: string;
  /** The values the server refused: the message stays until the field (any field for null) changes. */
  refused: Record<string, unknown>;
}

/**
 * The one validation pattern of every form in the app (issue 8):
 * - nothing is judged before the first submit (no error on blur or while typing a first time);
 * - a failed submit shows every error, focuses the first invalid field (`aria-invalid`, or a
 *   `data-invalid` group's first input) and its message is announced (the fields' role=alert);
 * - from then on the form re-validates as the user types, so an error leaves as soon as the value
 *   becomes valid;
 * - the server stays the authority: its refusal is shown on the field it concerns (or the form)
 *   until that field changes.
 * `validate` is the same zod schemas the server parses with (@hanpan/core).
 */
export function useSubmitValidation<V extends object, F extends string = keyof V & string>(
  values: V,
  validate: (values: V) => FieldErrors<F>,
) {
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ServerRefusal<F> | null>(null);
  // A new object on every failed submit, so the first invalid field is focused again each time.
  const [focusRequest, setFocusRequest] = useState<{ form: HTMLFormElement | null } | null>(null);

  useEffect(() => {
    const target = focusRequest?.form?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] input',
    );
    target?.focus();
  }, [focusRequest]);

  const record = values as Record<string, unknown>;
  const clientErrors: FieldErrors<F> = submitted ? validate(values) : {};
  const serverStands = (refusal: ServerRefusal<F>) =>
    refusal.field === null
      ? Object.keys(record).every((key) => record[key] === refusal.refused[key])
      : record[refusal.field] === refusal.refused[refusal.field];
  const standingServer = server && serverStands(server) ? server : null;

  /** The message to show under `field`: the client's, else the server's refusal of that field. */
  const error = (field: F): string | undefined =>
    clientErrors[field] ?? (standingServer?.field === field ? standingServer.message : undefined);

  /** Submit handler: validates; on success calls `onValid`, else shows and focuses the errors. */
  const handleSubmit =
    (onValid: () => void) =>
    (event?: FormEvent<HTMLFormElement>): void => {
      event?.preventDefault();
      setSubmitted(true);
      setServer(null);
      if (hasErrors(validate(values))) {
        setFocusRequest({ form: event?.currentTarget ?? null });
        return;
      }
      onValid();
    };

  /** Shows a server refusal on `field` (null: above the submit button). */
  const setServerError = (field: F | null, message: string) =>
    setServer({ field, message, refused: { ...record } });

  /**
   * A failed request: a 400 (the schema refused a value) goes on `field` when the caller knows which
   * one it concerns; anything else on the form.
   */
  const showRequestError = (failure: unknown, field: F | null, fallback: string) => {
    const message = isApiError(failure) ? failure.message : fallback;
    setServerError(isApiError(failure) && failure.status === 400 ? field : null, message);
  };

  return {
    error,
    /** A server refusal of the whole form (no field), shown above the submit button. */
    formError: standingServer?.field === null ? standingServer.message : null,
    handleSubmit,
    setServerError,
    showRequestError,
    /** Back to the untouched state (e.g. after a successful create that clears the form). */
    reset: () => {
      setSubmitted(false);
      setServer(null);
    },
  };
}
