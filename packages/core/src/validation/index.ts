export * from './account.ts';
export * from './profile.ts';
export * from './text.ts';
export * from './rule.ts';
