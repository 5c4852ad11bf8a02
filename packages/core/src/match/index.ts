export * from './state.ts';
export { initialMatchState, applyEvent, replay } from './engine.ts';
export type { MatchSetup, MatchStep } from './engine.ts';
export { advanceTime, timeUpAt, isTimed, hasSoftLimit, COUNTDOWN_MS } from './time.ts';
export { winsNeeded, isDecided } from './sets.ts';
export { ABANDON_AFTER_MS, abandonmentDueAt, isAbandonmentDue, abandonEvent } from './abandonment.ts';
export { liveFields, resultFields } from './view.ts';
export type { MatchLiveFields, MatchResultFields } from './view.ts';
