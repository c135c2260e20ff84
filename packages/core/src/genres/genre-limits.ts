/** A writer picks at most 10 genres for one idea (docs/PRODUCT.md, Genres). */
export const MAX_SELECTED_GENRES = 10;
