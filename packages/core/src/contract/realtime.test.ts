import { describe, expect, it } from 'vitest';
import { ChatSendSchema, roomTopic, ScoreSendSchema, userErrorQueue } from './realtime.ts';

describe('realtime contract', () => {
  it('accepts every score message of the contract, with optional fields missing', () => {
    expect(ScoreSendSchema.parse({ type: 'SCORE', userId: 3, setIndex: 0, scoreDelta: -1 }).type).toBe(
      'SCORE',
    );
    expect(ScoreSendSchema.parse({ type: 'SET' })).toEqual({ type: 'SET' });
    expect(ScoreSendSchema.parse({ type: 'FINISH', extra: 1 })).toEqual({ type: 'FINISH' });
  });

  it('refuses a score change other than one point', () => {
    expect(ScoreSendSchema.safeParse({ type: 'SCORE', userId: 3, setIndex: 0, scoreDelta: 5 }).success).toBe(
      false,
    );
    expect(ScoreSendSchema.safeParse({ type: 'WIN' }).success).toBe(false);
  });

  it('refuses blank and over-long chat with Korean messages', () => {
    expect(ChatSendSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe(
      '메시지를 입력해 주세요.',
    );
    expect(ChatSendSchema.safeParse({ content: '가'.repeat(1001) }).success).toBe(false);
    expect(ChatSendSchema.parse({ content: ' 안녕 ' }).content).toBe('안녕');
  });

  it('names the room topic as clients subscribe to it', () => {
    expect(roomTopic.pattern).toBe('/topic/ws/{roomId}');
    expect(roomTopic.destination({ roomId: 12 })).toBe('/topic/ws/12');
  });

  it('types a room message as a chat line or a game event, nothing else', () => {
    const chat = {
      messageType: 'TALK',
      senderId: 1,
      content: '안녕',
      timestamp: '2025-01-01T09:00:00+09:00',
    };
    expect(roomTopic.schema.parse(chat)).toEqual(chat);
    expect(roomTopic.schema.safeParse({ content: '안녕' }).success).toBe(false);
    expect(userErrorQueue.destination({})).toBe('/user/queue/errors');
  });
});
