export * from './canonical-genres';
export type * from './catalogue/types';
export * from './genre-limits';
export * from './genres-by-id';
export * from './keyword-spellings';
export * from './load-genre-data';
export * from './normalize-text';
export * from './random-genres';
export * from './search-genres';
