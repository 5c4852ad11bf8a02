import type { NotificationInput, Notifier } from '../feature-deps.ts';

/**
 * A Notifier for service tests that records who was told what, in order. It keeps the real one's
 * promises: `notifyAll` tells each recipient once, and nothing ever throws.
 */
export function recordingNotifier(): Notifier & { told: Array<[number, NotificationInput]> } {
  const told: Array<[number, NotificationInput]> = [];
  return {
    told,
    async notify(userId, input) {
      told.push([userId, input]);
    },
    async notifyAll(userIds, input) {
      for (const userId of new Set(userIds)) told.push([userId, input]);
    },
  };
}
