export * from './external-identities.ts';
export * from './reports.ts';
export * from './rules.ts';
export * from './sessions.ts';
export * from './users.ts';
export * from './account-settings.ts';
export * from './chat.ts';
