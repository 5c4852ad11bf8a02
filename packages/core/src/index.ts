export * from './contract/index.ts';
export * from './errors/index.ts';
export * from './validation/index.ts';
export * from './time/index.ts';
export * from './invite/index.ts';
export * from './regions/index.ts';
export * from './match/index.ts';
export * from './rating/index.ts';
