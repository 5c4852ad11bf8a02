import type { ErrorBody } from '@hanpan/core';
import { commonErrors, type CommonErrorCode } from '@hanpan/core/common-errors';
import { rememberSignedOut } from './signed-out';
import { clearToken, getToken } from './token-store';

/** A failed call: the honest HTTP status, the server's stable code and a Korean message to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec §8/§9: a 503 is retried 3 times, 500 ms apart. */
export const SERVICE_UNAVAILABLE_RETRIES = 3;
export const SERVICE_UNAVAILABLE_RETRY_DELAY_MS = 500;

/** The login call only loses its token on a 401; it never redirects (spec §8). */
const LOGIN_CALL_PATHS = new Set(['/api/auth/login']);

/** Pages where a 401 must not move the user away (spec §8). */
function isNoRedirectPage(pathname: string): boolean {
  return pathname === '/group/login' || pathname.startsWith('/invite-fall-back/');
}

/** Runs after a 401 removed the token; the reason waits in lib/signed-out.ts. */
type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => window.location.assign('/init');

/** The app hands in a router navigation so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What checks (and types) a successful answer: a zod schema from `@hanpan/core`, usually given
 * lazily (`contract((c) => c.ProfileSchema)`, lib/contract.ts) so zod stays out of the first page's
 * JavaScript; `ignoreBody` when the body does not matter.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/** For calls whose answer body nobody reads. */
export const ignoreBody: ResponseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

export interface RequestOptions<T> {
  method?: Method;
  schema: SchemaSource<T>;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** false: a 401 only clears the token (the caller decides where to go). Default true. */
  redirectOnUnauthorized?: boolean;
  /**
   * The answer of this very call, sent earlier with `startRequest` (a route's head start): read
   * and checked here instead of asking again.
   */
  started?: Promise<Response>;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return (await requestWithHeaders(path, options)).data;
}

/** The checked body and the response headers (lists read their next cursor there: lib/api-list.ts). */
export async function requestWithHeaders<T>(
  path: string,
  options: RequestOptions<T>,
): Promise<{ data: T; headers: Headers }> {
  // The schema (and zod with it) loads while the request is in flight, never after it.
  const schemaPromise = typeof options.schema === 'function' ? options.schema() : options.schema;
  const response = await (options.started ?? startRequest(path, options));
  if (response.status === 401) handleUnauthorized(path, options.redirectOnUnauthorized ?? true);
  if (!response.ok) throw await toApiError(response);

  const [data, schema] = await Promise.all([readBody(response), schemaPromise]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'invalid_response',
      '서버 응답을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
      {
        cause: parsed.error,
      },
    );
  }
  return { data: parsed.data, headers: response.headers };
}

/**
 * Sends a call now and hands back its raw answer (503 retried, a lost network as ApiError), for
 * `requestWithHeaders({ started })` to check later: a first page can ask for its data before the
 * chunk that reads it has loaded.
 */
export function startRequest(
  path: string,
  options: Pick<RequestOptions<unknown>, 'method' | 'body' | 'query' | 'signal'> = {},
): Promise<Response> {
  return fetchWith503Retry(buildUrl(path, options.query), buildInit(options), options.signal);
}

type ShortOptions<T> = Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>;

/** Shorthands: `api.get('/api/auth/session', contract((c) => c.SessionInfoSchema))`. */
export const api = {
  get: <T>(path: string, schema: SchemaSource<T>, options?: ShortOptions<T>) =>
    apiRequest(path, { ...options, schema, method: 'GET' }),
  post: <T>(path: string, schema: SchemaSource<T>, body?: unknown, options?: ShortOptions<T>) =>
    apiRequest(path, { ...options, schema, body, method: 'POST' }),
  put: <T>(path: string, schema: SchemaSource<T>, body?: unknown, options?: ShortOptions<T>) =>
    apiRequest(path, { ...options, schema, body, method: 'PUT' }),
  patch: <T>(path: string, schema: SchemaSource<T>, body?: unknown, options?: ShortOptions<T>) =>
    apiRequest(path, { ...options, schema, body, method: 'PATCH' }),
  delete: <T>(path: string, schema: SchemaSource<T>, options?: ShortOptions<T>) =>
    apiRequest(path, { ...options, schema, method: 'DELETE' }),
};

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildInit(options: Pick<RequestOptions<unknown>, 'method' | 'body' | 'signal'>): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

async function fetchWith503Retry(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'network_error', '네트워크 연결을 확인해 주세요.', { cause: error });
    }
    if (response.status !== 503 || attempt >= SERVICE_UNAVAILABLE_RETRIES) return response;
    await delay(SERVICE_UNAVAILABLE_RETRY_DELAY_MS, signal);
  }
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function handleUnauthorized(path: string, redirect: boolean): void {
  const rejected = getToken();
  rememberSignedOut(rejected);
  clearToken();
  if (!redirect || LOGIN_CALL_PATHS.has(path)) return;
  const page = window.location.pathname;
  if (isNoRedirectPage(page) || page === '/init') return;
  unauthorizedHandler();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const FALLBACK_CODE_BY_STATUS: Record<number, CommonErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** The contract's error body ({ error: { code, message } }), checked by hand: see decision 011. */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  if (isErrorBody(body)) return new ApiError(response.status, body.error.code, body.error.message);
  const code = FALLBACK_CODE_BY_STATUS[response.status] ?? 'internal_error';
  return new ApiError(response.status, code, commonErrors[code].message);
}
