import { useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import { fieldErrors, useSubmitValidation } from '@/lib/use-submit-validation';
import { InlineAlert } from '@/ui/inline-alert';
import { TextField } from '@/ui/text-field';

type Credentials = { email: string; password: string };

/**
 * State of an id + password form (group login, group registration): values and the app's one
 * validation pattern (useSubmitValidation) with the contract schema; the server's message goes on
 * the form, or on the id when the server says which (a taken id).
 */
export function useCredentialsForm<S extends z.ZodType<Credentials>>(schema: S) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const validation = useSubmitValidation({ id, password }, (values) => {
    const parsed = schema.safeParse({ email: values.id, password: values.password });
    if (parsed.success) return {};
    const found = fieldErrors(parsed.error);
    return { id: found.email, password: found.password };
  });

  /** Submit handler: calls `onValid` with the parsed body, or shows and focuses the errors. */
  const handleSubmit = (onValid: (body: z.infer<S>) => void) =>
    validation.handleSubmit(() => onValid(schema.parse({ email: id, password })));

  const reset = () => {
    setId('');
    setPassword('');
    validation.reset();
  };

  return { id, setId, password, setPassword, validation, handleSubmit, reset };
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
  return (
    <>
      <TextField
        label="아이디"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...idProps}
        value={form.id}
        error={form.validation.error('id')}
        onChange={(event) => form.setId(event.target.value)}
      />
      <TextField
        label="비밀번호"
        revealable
        {...passwordProps}
        value={form.password}
        error={form.validation.error('password')}
        onChange={(event) => form.setPassword(event.target.value)}
      />
      {form.validation.formError ? <InlineAlert>{form.validation.formError}</InlineAlert> : null}
    </>
  );
}
