export * from './common-passwords';
