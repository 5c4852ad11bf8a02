import type { FastifyRequest } from 'fastify';

/**
 * Where a browser sign-in ends. A client served from another origin (the web client in the field,
 * listed in CORS_ORIGINS) sends the browser to /oauth2/authorization/{provider} on this server and
 * must get it back at `${its origin}/oauth/callback?token=…`. Anything else ends on PUBLIC_URL (or,
 * without it, on this server's own origin, a relative redirect).
 *
 * The origin travels inside the OAuth state ('<random>.<base64url origin>'): the state is stored
 * on the server and spent once, so it cannot be swapped, and it also survives Apple's cross-site
 * form POST, which carries no cookie. It is checked against the allow-list again on the way back.
 */

const SEPARATOR = '.';

/** Exact origins ('https://hanpan.kr') of the allow-list; entries that are not URLs are ignored. */
export function allowedOriginsOf(corsOrigins: readonly string[]): ReadonlySet<string> {
  return new Set(corsOrigins.map(originOf).filter((origin): origin is string => origin !== null));
}

function originOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const queryText = (query: unknown, name: string): string | undefined => {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The allowed origin a sign-in start names: `?origin=` or `?redirect=` (an origin or any URL on
 * it), else the page it was opened from (Referer, Origin). Null when none is on the list.
 */
export function requestedReturnOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | null {
  const candidates = [
    queryText(request.query, 'origin'),
    queryText(request.query, 'redirect'),
    request.headers.referer,
    request.headers.origin,
  ];
  for (const candidate of candidates) {
    const origin = originOf(candidate);
    if (origin && allowed.has(origin)) return origin;
  }
  return null;
}

export function stateWithReturnOrigin(state: string, origin: string | null): string {
  return origin ? state + SEPARATOR + Buffer.from(origin).toString('base64url') : state;
}

/** The allowed origin a state carries, or null (none, malformed, or no longer on the list). */
export function returnOriginOfState(state: string | undefined, allowed: ReadonlySet<string>): string | null {
  const at = state?.lastIndexOf(SEPARATOR) ?? -1;
  if (!state || at < 0) return null;
  const origin = originOf(Buffer.from(state.slice(at + 1), 'base64url').toString());
  return origin && allowed.has(origin) ? origin : null;
}

/** `path` on the client origin, else on PUBLIC_URL, else relative to this server. */
export function clientUrl(origin: string | null, publicUrl: string | undefined, path: string): string {
  return (origin ?? publicUrl?.replace(/\/+$/, '') ?? '') + path;
}
