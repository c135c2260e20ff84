/** A writer picks at most 10 genres for one idea (docs/PRODUCT.md, Genres). */
export const MAX_SELECTED_GENRES = 10;

/**
 * The catalogue's categories, the same in every language: the picker draws as many rows
 * while the catalogue loads, so that its arrival moves nothing below it.
 */
export const GENRE_CATEGORY_COUNT = 14;
