import { describe, expect, it } from 'vitest';
import { DestinationRouter } from './destination-router.ts';

describe('DestinationRouter', () => {
  const router = new DestinationRouter<string>();
  router.add('/topic/ws/:roomId', 'room');
  router.add('/app/chat/:roomId', 'chat');
  router.add('/app/chat/system', 'system');
  router.add('/app/score/:roomId/:kind', 'score');

  it('matches a pattern and extracts params', () => {
    expect(router.match('/topic/ws/42')).toEqual({
      pattern: '/topic/ws/:roomId',
      value: 'room',
      params: { roomId: '42' },
    });
    expect(router.match('/app/score/7/set')?.params).toEqual({ roomId: '7', kind: 'set' });
  });

  it('prefers literal segments over params regardless of registration order', () => {
    expect(router.match('/app/chat/system')?.value).toBe('system');
    expect(router.match('/app/chat/9')?.value).toBe('chat');
  });

  it.each(['/topic/ws', '/topic/ws/', '/topic/ws/1/2', 'topic/ws/1', '/topic//ws/1', '/TOPIC/ws/1', ''])(
    'does not match %j',
    (destination) => {
      expect(router.match(destination)).toBeNull();
    },
  );

  it('refuses overlong destinations', () => {
    expect(router.match(`/topic/ws/${'1'.repeat(300)}`)).toBeNull();
  });

  it('rejects bad or duplicate patterns', () => {
    const r = new DestinationRouter<number>();
    r.add('/a/:id', 1);
    expect(() => r.add('/a/:id', 2)).toThrow(/already registered/);
    expect(() => r.add('a/b', 1)).toThrow();
    expect(() => r.add('/a//b', 1)).toThrow();
    expect(() => r.add('/a/:', 1)).toThrow();
    expect(() => r.add('/a/:x/:x', 1)).toThrow();
  });
});
