export * from './common-errors.ts';
export * from './error-catalog.ts';
