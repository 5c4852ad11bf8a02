import { describe, expect, it } from 'vitest';
import { publicBaseUrlOf } from './public-url.ts';

describe('publicBaseUrlOf', () => {
  it('is PUBLIC_URL without a trailing slash', () => {
    expect(
      publicBaseUrlOf({ PUBLIC_URL: 'https://hanpan.kr/', HOST: '0.0.0.0', PORT: 3000, DEMO_MODE: false }),
    ).toBe('https://hanpan.kr');
  });

  it('is the listening address without PUBLIC_URL, localhost for a wildcard host', () => {
    expect(publicBaseUrlOf({ HOST: '0.0.0.0', PORT: 3000, DEMO_MODE: false })).toBe('http://localhost:3000');
    expect(publicBaseUrlOf({ HOST: '127.0.0.1', PORT: 3217, DEMO_MODE: false })).toBe(
      'http://127.0.0.1:3217',
    );
    expect(publicBaseUrlOf({ HOST: '::1', PORT: 8080, DEMO_MODE: false })).toBe('http://[::1]:8080');
  });

  it('follows the demo-mode loopback default when HOST is unset', () => {
    expect(publicBaseUrlOf({ PORT: 3000, DEMO_MODE: true })).toBe('http://127.0.0.1:3000');
    expect(publicBaseUrlOf({ PORT: 3000, DEMO_MODE: false })).toBe('http://localhost:3000');
  });
});
