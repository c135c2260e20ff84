export * from './boundary-text';
export * from './fold-accents';
