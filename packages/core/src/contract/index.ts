export * from './auth.ts';
export * from './error.ts';
