export * from './contract/index.ts';
export * from './errors/index.ts';
export * from './validation/index.ts';
