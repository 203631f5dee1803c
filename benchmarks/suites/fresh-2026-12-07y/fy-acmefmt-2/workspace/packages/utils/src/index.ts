export * from './slug';
export * from './date';
