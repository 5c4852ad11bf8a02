export * from './auth.ts';
export * from './error.ts';
export * from './realtime.ts';
