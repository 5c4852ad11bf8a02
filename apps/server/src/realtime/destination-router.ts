/**
 * Matches STOMP destinations against patterns such as `/topic/ws/:roomId`. A `:name` segment matches
 * exactly one non-empty path segment; everything else must match literally. When several patterns
 * match, the one with more literal segments wins (`/app/chat/system` before `/app/chat/:roomId`).
 */

export interface DestinationMatch<T> {
  pattern: string;
  value: T;
  params: Record<string, string>;
}

interface Route<T> {
  pattern: string;
  segments: Array<{ param: string } | { literal: string }>;
  literalCount: number;
  value: T;
}

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Longer destinations are refused outright; ours are short (`/topic/ws/123`). */
export const MAX_DESTINATION_LENGTH = 256;

export class DestinationRouter<T> {
  private readonly routes: Route<T>[] = [];

  add(pattern: string, value: T): void {
    if (this.routes.some((r) => r.pattern === pattern)) {
      throw new Error(`destination pattern already registered: ${pattern}`);
    }
    const segments = parsePattern(pattern);
    const literalCount = segments.filter((s) => 'literal' in s).length;
    this.routes.push({ pattern, segments, literalCount, value });
    this.routes.sort((a, b) => b.literalCount - a.literalCount);
  }

  match(destination: string): DestinationMatch<T> | null {
    if (destination.length > MAX_DESTINATION_LENGTH || !destination.startsWith('/')) return null;
    const parts = destination.slice(1).split('/');
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (params) return { pattern: route.pattern, value: route.value, params };
    }
    return null;
  }
}

function parsePattern(pattern: string): Route<unknown>['segments'] {
  if (!pattern.startsWith('/') || pattern.length > MAX_DESTINATION_LENGTH) {
    throw new Error(`invalid destination pattern: ${pattern}`);
  }
  const seen = new Set<string>();
  return pattern
    .slice(1)
    .split('/')
    .map((segment) => {
      if (segment === '') throw new Error(`empty segment in destination pattern: ${pattern}`);
      if (!segment.startsWith(':')) return { literal: segment };
      const param = segment.slice(1);
      if (!PARAM_NAME.test(param) || seen.has(param)) {
        throw new Error(`invalid parameter "${segment}" in destination pattern: ${pattern}`);
      }
      seen.add(param);
      return { param };
    });
}

function matchSegments(segments: Route<unknown>['segments'], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      if (part === '') return null;
      params[segment.param] = part;
    }
  }
  return params;
}

/** The router's form of a contract pattern: `/topic/ws/{roomId}` → `/topic/ws/:roomId`. */
export function routerPattern(contractPattern: string): string {
  return contractPattern.replace(/\{(\w+)\}/g, ':$1');
}
