import { describe, expect, it } from 'vitest';
import { listenHost, loadConfig } from '../config.ts';
import { demoExposureWarning, isLoopbackHost } from './demo-exposure.ts';

describe('listen host', () => {
  it('binds loopback in demo mode unless HOST is set, every interface otherwise', () => {
    expect(listenHost(loadConfig({ DEMO_MODE: 'true' }))).toBe('127.0.0.1');
    expect(listenHost(loadConfig({ DEMO_MODE: 'true', HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(loadConfig({}))).toBe('0.0.0.0');
    expect(listenHost(loadConfig({ HOST: '10.0.0.5' }))).toBe('10.0.0.5');
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1'])(
    'counts %s as loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each(['0.0.0.0', '::', '192.168.0.2', 'example.kr', '128.0.0.1'])('counts %s as reachable', (host) =>
    expect(isLoopbackHost(host)).toBe(false),
  );

  it('warns loudly only for demo mode on a reachable address', () => {
    expect(demoExposureWarning({ DEMO_MODE: true }, '0.0.0.0')).toMatch(/DEMO MODE.*ADMINISTRATOR/);
    expect(demoExposureWarning({ DEMO_MODE: true }, '127.0.0.1')).toBeNull();
    expect(demoExposureWarning({ DEMO_MODE: false }, '0.0.0.0')).toBeNull();
  });
});
