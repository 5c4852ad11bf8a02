export * from './error-catalog.ts';
