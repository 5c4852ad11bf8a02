export * from './auth.ts';
export * from './error.ts';
export * from './realtime.ts';
export * from './account.ts';
export * from './oauth.ts';
export * from './list.ts';
export * from './profile.ts';
export * from './params.ts';
