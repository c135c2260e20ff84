export * from './develop-idea';
export * from './generation-options';
export * from './idea-brief';
export * from './idea-elements';
export * from './idea-request';
export * from './idea-title';
export * from './redraw-idea';
export * from './split-idea';
