export * from './bible-document';
export * from './cards-for-engine';
export * from './consistency-finding';
export * from './private-parts';
export * from './read-card';
export * from './story-bible';
export * from './story-card';
export * from './use-card-name';
