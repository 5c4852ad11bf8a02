import { errorCatalog } from '@hanpan/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, api, setUnauthorizedHandler } from './api-client';
import { apiList } from './api-list';
import { getToken, setToken } from './token-store';

const Ok = z.object({ ok: z.boolean() });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function empty(status: number): Response {
  return new Response(null, { status });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  onUnauthorized = vi.fn();
  setUnauthorizedHandler(onUnauthorized);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('apiRequest', () => {
  it('sends the bearer token and a JSON body, and returns the validated answer', async () => {
    setToken('t-1');
    fetchMock.mockResolvedValueOnce(json(200, { ok: true, extra: 1 }));

    const result = await api.post(
      '/api/things',
      Ok,
      { name: '한판' },
      { query: { page: 2, skip: undefined } },
    );

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ name: '한판' }));
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'a.jpg');

    await api.post('/api/games/1/start', Ok, form);

    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the server code and Korean message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { error: { code: 'user_not_found', message: '사용자를 찾을 수 없어요.' } }),
    );

    const error = await api.get('/api/user-profile/9', Ok).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: '사용자를 찾을 수 없어요.',
    });
  });

  it('falls back to the catalogue message when the error body is not ours', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 409 }));

    await expect(api.get('/api/x', Ok)).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      message: errorCatalog.conflict.message,
    });
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: 'yes' }));

    await expect(api.get('/api/x', Ok)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('turns a network failure into a Korean ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(api.get('/api/x', Ok)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('503 retry (spec §8)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('retries a 503 up to 3 times, 500 ms apart, and returns the later success', async () => {
    fetchMock
      .mockResolvedValueOnce(empty(503))
      .mockResolvedValueOnce(empty(503))
      .mockResolvedValueOnce(json(200, { ok: true }));

    const pending = apiRequest('/api/x', { schema: Ok });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);

    await expect(pending).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the third retry and throws the 503', async () => {
    fetchMock.mockImplementation(async () => empty(503));

    const pending = apiRequest('/api/x', { schema: Ok });
    const assertion = expect(pending).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
    await vi.advanceTimersByTimeAsync(1_500);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(4); // the first try + 3 retries
  });

  it('does not retry other server errors', async () => {
    fetchMock.mockResolvedValue(empty(500));

    await expect(apiRequest('/api/x', { schema: Ok })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('401 handling (spec §8)', () => {
  const unauthorized = () =>
    json(401, { error: { code: 'session_expired', message: errorCatalog.session_expired.message } });

  it('removes the token and goes to /init', async () => {
    setToken('expired');
    window.history.replaceState(null, '', '/game');
    fetchMock.mockResolvedValueOnce(unauthorized());

    await expect(api.get('/api/games/my-games', Ok)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('only removes the token on the login call', async () => {
    setToken('old');
    window.history.replaceState(null, '', '/somewhere');
    fetchMock.mockResolvedValueOnce(
      json(401, {
        error: { code: 'invalid_credentials', message: errorCatalog.invalid_credentials.message },
      }),
    );

    await expect(api.post('/api/auth/login', Ok, { email: 'a', password: 'b' })).rejects.toMatchObject({
      message: errorCatalog.invalid_credentials.message,
    });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['/group/login', '/invite-fall-back/abc%2Fdef'])('does not redirect on %s', async (page) => {
    setToken('expired');
    window.history.replaceState(null, '', page);
    fetchMock.mockResolvedValueOnce(unauthorized());

    await expect(api.get('/api/games/summary', Ok)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the redirect to the caller when asked', async () => {
    setToken('expired');
    window.history.replaceState(null, '', '/');
    fetchMock.mockResolvedValueOnce(unauthorized());

    await expect(api.get('/api/auth/session', Ok, { redirectOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiList', () => {
  const Items = z.array(z.object({ id: z.number() }));

  it('reads the array body and the next cursor from X-Next-Cursor, sending cursor and size', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'abc' },
      }),
    );
    const page = await apiList('/api/block', Items, { cursor: 'prev', size: 2 });
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], nextCursor: 'abc' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/block?cursor=prev&size=2');
  });

  it('has no next cursor on the last page and sends no cursor for the first', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 3 }]));
    const page = await apiList('/api/block', Items);
    expect(page).toEqual({ items: [{ id: 3 }], nextCursor: null });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/block');
  });
});
