export * from './outline-checks';
export * from './outline-document';
export * from './outline-exports';
export * from './outline-prompt';
