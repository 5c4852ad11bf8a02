interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's own error (pg or PGlite), looking through drizzle's wrapping (`cause`). */
function driverError(error: unknown): DatabaseErrorFields | undefined {
  let current = error as DatabaseErrorFields | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as DatabaseErrorFields | undefined;
  }
  return undefined;
}

/** The SQLSTATE of a database error. */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** The constraint (or unique index) a database error names, e.g. 'users_username_key'. */
export function sqlConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** 22021 character_not_in_repertoire (NUL, bad UTF-8), 22P05 untranslatable_character. */
export const isUnstorableText = (error: unknown) => {
  const state = sqlState(error);
  return state === '22021' || state === '22P05';
};
