import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A built web app as apps/web's build leaves it: hashed assets with .br/.gz beside them.
const webDistDir = mkdtempSync(join(tmpdir(), 'hanpan-web-dist-'));
const indexHtml = `<!doctype html><html lang="ko"><title>한판</title><body>${'<div></div>'.repeat(200)}</body></html>`;
const appJs = `console.log(${JSON.stringify('한판 '.repeat(500))});`;
function writeWithVariants(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}
mkdirSync(join(webDistDir, 'assets'));
writeWithVariants(join(webDistDir, 'index.html'), indexHtml);
writeWithVariants(join(webDistDir, 'assets', 'app-abc123.js'), appJs);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webDistDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('precompressed web assets', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('sends gzip to a client that only takes gzip, and the plain file to one that takes neither', async () => {
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appJs);

    const plain = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(appJs);
  });

  it('sends the app shell compressed and never cached without revalidation, at / and at client routes', async () => {
    for (const url of ['/', '/settings/notifications']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    }
  });
});

describe('compressed JSON answers', () => {
  it('compresses an API answer over 1 KB and leaves a small one alone', async () => {
    const viewer = await buildUser(t.db);
    for (let i = 0; i < 12; i++) await buildUser(t.db, { nickname: `압축${i}`, bio: '자기소개 '.repeat(10) });
    const headers = { ...(await t.authHeader(viewer)), 'accept-encoding': 'br, gzip' };

    const list = await t.app.inject({ url: '/api/user-profile/search?keyword=압축&size=20', headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toContain('accept-encoding');
    const body = brotliDecompressSync(list.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body.toString())).toHaveLength(12);

    const gzipOnly = await t.app.inject({
      url: '/api/user-profile/search?keyword=압축&size=20',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const small = await t.app.inject({ url: '/api/auth/current-user-id', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBe(viewer.id);
  });
});

describe('missing files', () => {
  it.each([
    '/assets/missing.js',
    '/assets/old-chunk-1a2b3c.css',
    '/sw.js',
    '/robots.txt',
    '/favicon.ico',
    '/x.webmanifest',
  ])('answers %s with a plain 404, not the app shell', async (url) => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).not.toContain('<html');
  });

  it.each(['/invite/https%3A%2F%2Fhanpan.app%2Fgame%3Fid%3D3', '/invite/hanpan.app.game.3', '/profile/12'])(
    'still answers the client route %s with the app shell',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(indexHtml);
    },
  );

  it('serves robots.txt and favicon.ico from the build once it ships them', async () => {
    writeFileSync(join(webDistDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(webDistDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
    try {
      const robots = await t.app.inject({ url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toBe('User-agent: *\nAllow: /\n');
      const favicon = await t.app.inject({ url: '/favicon.ico' });
      expect(favicon.statusCode).toBe(200);
      expect(favicon.rawPayload).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]));
    } finally {
      rmSync(join(webDistDir, 'robots.txt'));
      rmSync(join(webDistDir, 'favicon.ico'));
    }
  });
});
