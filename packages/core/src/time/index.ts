export * from './absolute.ts';
export * from './relative.ts';
export { SEOUL_TIME_ZONE, seoulDayNumber, seoulParts, toInstant } from './seoul-calendar.ts';
export type { SeoulParts } from './seoul-calendar.ts';
