import { ChatSendSchema } from '@hanpan/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RealtimeError, toRealtimeError } from './realtime-error.ts';

class ServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

describe('toRealtimeError', () => {
  it('keeps a RealtimeError as is', () => {
    const err = new RealtimeError('forbidden', { detail: 'x' });
    expect(toRealtimeError(err)).toEqual({ error: err, expected: true });
  });

  it('keeps the code and message of an error carrying a 4xx catalogue code', () => {
    const { error, expected } = toRealtimeError(
      new ServiceError('forbidden', '선수만 점수를 기록할 수 있습니다.', 403),
    );
    expect([error.code, error.message, expected]).toEqual([
      'forbidden',
      '선수만 점수를 기록할 수 있습니다.',
      true,
    ]);
  });

  it("passes a service error's extra fields (a refused score's seq and state), never an array or a value", () => {
    const refused = Object.assign(new ServiceError('wrong_set', '지금 진행 중인 세트가 아니에요.', 409), {
      extra: { seq: 4, clientEventId: 'tap-1' },
    });
    expect(toRealtimeError(refused).error.extra).toEqual({ seq: 4, clientEventId: 'tap-1' });
    for (const extra of [[1], 'x', null]) {
      const odd = Object.assign(new ServiceError('wrong_set', 'x', 409), { extra });
      expect(toRealtimeError(odd).error.extra).toBeUndefined();
    }
  });

  it('hides errors with 5xx or unknown codes', () => {
    for (const err of [
      new ServiceError('internal_error', 'secret', 500),
      new ServiceError('ECONNRESET', 'x', 0),
      'str',
    ]) {
      const { error, expected } = toRealtimeError(err);
      expect([error.code, error.message, expected]).toEqual(['internal_error', error.message, false]);
      expect(error.message).not.toContain('secret');
    }
  });

  it('turns zod failures into validation_failed with the Korean message of the schema', () => {
    const parsed = ChatSendSchema.safeParse({ content: '   ' });
    const { error } = toRealtimeError(parsed.error);
    expect([error.code, error.message]).toEqual(['validation_failed', '메시지를 입력해 주세요.']);
  });

  it('falls back to the catalogue message when zod only has English', () => {
    const parsed = z.object({ n: z.number() }).safeParse({});
    const { error } = toRealtimeError(parsed.error);
    expect([error.code, error.message]).toEqual(['validation_failed', '입력값을 확인해 주세요.']);
  });
});
