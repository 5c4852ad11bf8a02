import { ScoreSendSchema, type MatchCommand } from '@hanpan/core';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { StompGateway } from '../../realtime/gateway.ts';
import { createSendRate, type SendRateOptions } from '../chat/index.ts';
import type { MatchService } from './match.service.ts';

/**
 * Two thumbs on + and −: a burst of 20 events, then `SCORE_SEND_PER_SECOND` (5) a second, per
 * socket. Only the chaos test raises the refill.
 */
export const scoreSendRate = (config: Pick<Config, 'SCORE_SEND_PER_SECOND'>): SendRateOptions => ({
  capacity: 20,
  refillPerSecond: config.SCORE_SEND_PER_SECOND,
});

const ROOM_ID = /^[1-9][0-9]{0,15}$/;

/**
 * `SEND /app/score/{roomId}` (issue 18 "Wire"): the transport's checks only (the room id, the
 * socket's send rate, the body's shape); the match service judges, stores and publishes. Success
 * is the STOMP RECEIPT the gateway sends once this resolves (after the commit); any refusal
 * answers the sender on `/user/queue/errors` with seq and clientEventId, the socket stays open.
 */
export function registerScoreDestination(
  realtime: Pick<StompGateway, 'registerAppDestination'>,
  match: Pick<MatchService, 'submitEvent'>,
  rate: SendRateOptions,
): void {
  const sendRate = createSendRate(rate);
  realtime.registerAppDestination('/app/score/:roomId', {
    async handle({ user, connectionId, params, body }) {
      if (!ROOM_ID.test(params.roomId ?? '')) throw new AppError('not_match_player');
      if (!sendRate.take(connectionId)) throw new AppError('rate_limited');
      const { clientEventId, ...command } = ScoreSendSchema.parse(body);
      await match.submitEvent(user, Number(params.roomId), command as MatchCommand, clientEventId ?? null);
    },
  });
}
