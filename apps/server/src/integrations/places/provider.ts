import type { RegionRef } from '@hanpan/core';
import type { PlaceSuggestion } from './places.ts';

/** One real places provider; `search` rejects with a PlaceProviderFailure, the caller falls back. */
export interface PlaceProvider {
  name: 'kakao' | 'google';
  search(query: string, options: { near: RegionRef | null; limit: number }): Promise<PlaceSuggestion[]>;
}

export type FailureReason = 'timeout' | 'network' | 'http_status' | 'bad_response';

export class PlaceProviderFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly status?: number,
  ) {
    super(reason);
  }
}

/**
 * GET or POST JSON with a deadline covering the body too. Failures become a PlaceProviderFailure
 * carrying only a reason and status, so nothing the provider sent (or our key) reaches a log.
 */
export async function fetchJson(url: URL, init: RequestInit & { timeoutMs: number }): Promise<unknown> {
  const { timeoutMs, ...rest } = init;
  try {
    const response = await fetch(url, { ...rest, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (!response.ok) throw new PlaceProviderFailure('http_status', response.status);
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof PlaceProviderFailure) throw error;
    if (error instanceof SyntaxError) throw new PlaceProviderFailure('bad_response');
    const name = error instanceof Error ? error.name : '';
    throw new PlaceProviderFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
  }
}
