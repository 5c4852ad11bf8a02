export * from './invite-code.ts';
