import { errorCatalog, type ErrorCode } from '@hanpan/core';

/** A failure the caller should hear about: a stable code, an honest status, a Korean message. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? errorCatalog[code].message);
    this.status = errorCatalog[code].status;
  }
}
