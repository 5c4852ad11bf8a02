import { errorCatalog, isErrorCode } from '@hanpan/core';

/**
 * Errors the gateway answers with an ERROR frame. Codes shared with the REST API come from the core
 * error catalogue (same code, same Korean message); the protocol-only ones are listed here.
 */
const realtimeCodes = {
  malformed_frame: '잘못된 요청 형식이에요.',
  frame_too_large: errorCatalog.payload_too_large.message,
  body_too_large: errorCatalog.payload_too_large.message,
  unsupported_version: '지원하지 않는 STOMP 버전이에요.',
  unsupported_command: '지원하지 않는 요청이에요.',
  not_connected: '연결이 완료되지 않았어요.',
  unknown_destination: '존재하지 않는 대상이에요.',
  too_many_subscriptions: '구독이 너무 많아요.',
  duplicate_subscription: '이미 사용 중인 구독 ID예요.',
  connect_timeout: '연결 시간이 초과되었어요.',
  server_shutdown: '서버가 잠시 재시작돼요. 곧 다시 연결돼요.',
} as const;

export type RealtimeErrorCode = keyof typeof realtimeCodes | keyof typeof errorCatalog;

export function messageFor(code: RealtimeErrorCode): string {
  return code in realtimeCodes
    ? realtimeCodes[code as keyof typeof realtimeCodes]
    : errorCatalog[code as keyof typeof errorCatalog].message;
}

/**
 * What a SEND handler (or its body parsing) threw, wrapped by the frame handler: the connection
 * answers it on the sender's error queue and stays open, unlike a protocol error.
 */
export class SendHandlerFailure extends Error {
  constructor(
    readonly failure: unknown,
    readonly destination: string,
  ) {
    super('send handler failed');
    this.name = 'SendHandlerFailure';
  }
}

/** Throw from a SendHandler or SubscribeRule to answer with this code and message. */
export class RealtimeError extends Error {
  /** English, for developers: goes in the ERROR body, never shown as UI copy. */
  readonly detail: string | undefined;
  /**
   * Fields a SEND's refusal adds to the error-queue message beside code and message (the live
   * match adds `seq`, `clientEventId` and the state); never overrides the standard fields.
   */
  readonly extra: Readonly<Record<string, unknown>> | undefined;

  constructor(
    readonly code: RealtimeErrorCode,
    options: { message?: string; detail?: string; extra?: Readonly<Record<string, unknown>> } = {},
  ) {
    super(options.message ?? messageFor(code));
    this.name = 'RealtimeError';
    this.detail = options.detail;
    this.extra = options.extra;
  }
}

/**
 * Maps anything a handler throws to what the client may see. Typed errors keep their code and
 * message: RealtimeError, and any error carrying a 4xx code of the core catalogue (so the services'
 * own error class works without the gateway importing it). zod failures become validation_failed.
 * Everything else is internal_error with the generic message; `expected: false` tells the caller to log it.
 */
export function toRealtimeError(err: unknown): { error: RealtimeError; expected: boolean } {
  if (err instanceof RealtimeError) return { error: err, expected: true };
  if (isZodError(err)) {
    // Same rule as the HTTP error handler: our schemas carry Korean messages, zod's defaults are English.
    const korean = err.issues.find((issue) => /[가-힣]/.test(issue.message ?? ''))?.message;
    const detail = 'message body failed validation';
    return {
      error: new RealtimeError('validation_failed', korean ? { message: korean, detail } : { detail }),
      expected: true,
    };
  }
  if (err instanceof Error && 'code' in err && isErrorCode(err.code) && errorCatalog[err.code].status < 500) {
    const message = err.message.trim() === '' ? undefined : err.message;
    const extra = extraOf(err);
    return {
      error: new RealtimeError(err.code, {
        ...(message === undefined ? {} : { message }),
        ...(extra === undefined ? {} : { extra }),
      }),
      expected: true,
    };
  }
  return { error: new RealtimeError('internal_error'), expected: false };
}

/** A service error's `extra` fields (a plain object), e.g. the live match's seq and state. */
function extraOf(err: Error): Record<string, unknown> | undefined {
  const extra = (err as { extra?: unknown }).extra;
  return typeof extra === 'object' && extra !== null && !Array.isArray(extra)
    ? (extra as Record<string, unknown>)
    : undefined;
}

/** Duck-typed so it holds for zod's classic and core error classes alike. */
function isZodError(err: unknown): err is Error & { issues: Array<{ message?: string }> } {
  return (
    err instanceof Error && err.name === 'ZodError' && Array.isArray((err as { issues?: unknown }).issues)
  );
}
