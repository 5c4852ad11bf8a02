import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import { InlineAlert } from '@/ui/inline-alert';
import { TextField } from '@/ui/text-field';
import { fieldErrors } from './form-errors';

type Credentials = { email: string; password: string };

/**
 * State of an id + password form (group login, group registration): values, per-field errors from
 * the contract schema, the server's message, and focus on the first invalid field.
 */
export function useCredentialsForm<S extends z.ZodType<Credentials>>(schema: S) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ id?: string | undefined; password?: string | undefined }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // A new object each failed submit, so the same field is focused again on every attempt.
  const [focusRequest, setFocusRequest] = useState<{ field: 'id' | 'password' } | null>(null);

  /** The parsed body, or null after showing the field errors. */
  const validate = (): z.infer<S> | null => {
    setServerError(null);
    const parsed = schema.safeParse({ email: id, password });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors({ id: found.email, password: found.password });
      setFocusRequest({ field: found.email ? 'id' : 'password' });
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  const reset = () => {
    setId('');
    setPassword('');
  };

  return {
    id,
    setId,
    password,
    setPassword,
    errors,
    serverError,
    setServerError,
    focusRequest,
    validate,
    reset,
  };
}

type FieldProps = Partial<ComponentProps<typeof TextField>>;

/** The two fields and the server's message; each form passes its own autocomplete and hints. */
export function CredentialsFields({
  form,
  idProps,
  passwordProps,
}: {
  form: ReturnType<typeof useCredentialsForm>;
  idProps?: FieldProps;
  passwordProps?: FieldProps;
}) {
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (form.focusRequest) (form.focusRequest.field === 'id' ? idRef : passwordRef).current?.focus();
  }, [form.focusRequest]);

  return (
    <>
      <TextField
        ref={idRef}
        label="아이디"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...idProps}
        value={form.id}
        error={form.errors.id}
        onChange={(event) => {
          form.setId(event.target.value);
          form.setServerError(null);
        }}
      />
      <TextField
        ref={passwordRef}
        label="비밀번호"
        revealable
        {...passwordProps}
        value={form.password}
        error={form.errors.password}
        onChange={(event) => {
          form.setPassword(event.target.value);
          form.setServerError(null);
        }}
      />
      {form.serverError ? <InlineAlert>{form.serverError}</InlineAlert> : null}
    </>
  );
}
