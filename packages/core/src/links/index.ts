export * from './external-links';
