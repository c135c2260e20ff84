/** SPEC.md section 9: a writer picks at most 10 genres for one idea. */
export const MAX_SELECTED_GENRES = 10;
