export * from './outline-checks';
export * from './outline-document';
export * from './outline-exports';
