export * from './glicko2.ts';
