import { describe, expect, it } from 'vitest';
import { appOpenUrl, decodeInviteTarget, encodedSegment, mobileOsOf } from './invite-links';

const origin = 'https://hanpan.example';
const shared = (target: string) => encodeURIComponent(target);

describe('invite links', () => {
  it('opens the address the server encoded, on this site, with its query', () => {
    expect(decodeInviteTarget(shared(`${origin}/game-list?gameId=12`), origin)).toBe('/game-list?gameId=12');
    expect(decodeInviteTarget(shared('/game-list?gameId=3'), origin)).toBe('/game-list?gameId=3');
  });

  it('reads a segment a router already decoded, or a share sheet encoded twice', () => {
    expect(decodeInviteTarget(`${origin}/game-list?gameId=12`, origin)).toBe('/game-list?gameId=12');
    expect(decodeInviteTarget(shared(shared(`${origin}/game?id=7`)), origin)).toBe('/game?id=7');
  });

  it('refuses other sites, scripts and unreadable text (no open redirect)', () => {
    expect(decodeInviteTarget(shared('https://evil.example/game-list'), origin)).toBeNull();
    expect(decodeInviteTarget(shared('//evil.example/x'), origin)).toBeNull();
    expect(decodeInviteTarget(shared('javascript:alert(1)'), origin)).toBeNull();
    expect(decodeInviteTarget(shared('http://hanpan.example/game-list'), origin)).toBeNull();
    expect(decodeInviteTarget('%E0%A4%A', origin)).toBeNull();
    expect(decodeInviteTarget('', origin)).toBeNull();
    expect(decodeInviteTarget(shared('/\\evil.example'), origin)).toBeNull();
  });

  it('never points back at an invite page', () => {
    expect(decodeInviteTarget(shared(`${origin}/invite-fall-back/x`), origin)).toBeNull();
    expect(decodeInviteTarget(shared(`${origin}/invite/x`), origin)).toBeNull();
  });

  it('takes the raw segment after the page prefix', () => {
    expect(encodedSegment('/invite/https%3A%2F%2Fa%2Fb', '/invite/')).toBe('https%3A%2F%2Fa%2Fb');
    expect(encodedSegment('/game-list', '/invite/')).toBe('');
  });

  it('opens the app with the Android intent or the iOS scheme invite/{encodedUrl}', () => {
    expect(appOpenUrl('ios', 'abc%2F1')).toBe('hanpan://invite/abc%2F1');
    expect(appOpenUrl('android', 'abc%2F1')).toBe(
      'intent://invite/abc%2F1#Intent;scheme=hanpan;package=kr.hanpan.app;end',
    );
  });

  it('tells phones from other devices by the user agent', () => {
    expect(mobileOsOf('Mozilla/5.0 (Linux; Android 14; SM-S918N) Mobile Safari/537.36')).toBe('android');
    expect(mobileOsOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148')).toBe('ios');
    expect(mobileOsOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(mobileOsOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15')).toBeNull();
    expect(mobileOsOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0')).toBeNull();
  });
});
