export * from './excerpt';
export * from './idea-document';
export * from './idea-text';
export * from './similar-word-probes';
export * from './word-similarity';
