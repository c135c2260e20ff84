/**
 * The genre catalogue of one language (docs/PRODUCT.md, Genres): main category > sub-category >
 * genres, each with a stable id shared by the three languages, a name and a description.
 * French is canonical: stored genres are French names.
 */
export interface GenreItem {
  /** kebab-case, unique in the whole catalogue, identical in fr, en and es. */
  id: string;
  name: string;
  /** One or two sentences, as an editor would write them. */
  description: string;
  /**
   * Other names writers type for this very genre in this language ('rom-com', 'cli-fi'):
   * the search matches them almost as it matches the name. Unlike keywords, which are
   * themes suggesting several genres, an alias names one genre.
   */
  aliases?: readonly string[];
}

export interface Subcategory {
  id: string;
  name: string;
  description: string;
  genres: GenreItem[];
}

export interface Category {
  id: string;
  name: string;
  description: string;
  subcategories: Subcategory[];
}

export type Catalogue = readonly Category[];
