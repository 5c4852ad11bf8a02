import { describe, expect, it } from 'vitest';
import { publicBaseUrlOf } from './public-url.ts';

describe('publicBaseUrlOf', () => {
  it('is PUBLIC_URL without a trailing slash', () => {
    expect(publicBaseUrlOf({ PUBLIC_URL: 'https://hanpan.kr/', HOST: '0.0.0.0', PORT: 3000 })).toBe(
      'https://hanpan.kr',
    );
  });

  it('is the listening address without PUBLIC_URL, localhost for a wildcard host', () => {
    expect(publicBaseUrlOf({ HOST: '0.0.0.0', PORT: 3000 })).toBe('http://localhost:3000');
    expect(publicBaseUrlOf({ HOST: '127.0.0.1', PORT: 3217 })).toBe('http://127.0.0.1:3217');
    expect(publicBaseUrlOf({ HOST: '::1', PORT: 8080 })).toBe('http://[::1]:8080');
  });
});
