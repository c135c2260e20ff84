export * from './boundary-text';
