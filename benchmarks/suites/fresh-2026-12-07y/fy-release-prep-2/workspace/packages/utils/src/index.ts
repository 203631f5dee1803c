export * from './slug';
