export * from './account.ts';
export * from './profile.ts';
