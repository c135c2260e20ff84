import type { HistoryFacet } from '@plume/core/contracts';
import type { Language } from '@plume/core/i18n';
import type { HistoryListing } from '../hooks/use-history-listing';
import { FavouritesFilter } from './favourites-filter';
import { HistoryFilters } from './history-filters';
import { HistorySearch } from './history-search';

/** What narrows the history: the search box, the favourites filter and the genre chips. */
export function HistoryControls({
  ids,
  listing,
  facets,
  exportable,
  language,
  genreName,
  chipSeed,
}: {
  /** The panel's id prefix: the search box is described by the panel's results. */
  ids: string;
  listing: HistoryListing;
  facets: readonly HistoryFacet[];
  /** The favourites filter shows something to export. */
  exportable: boolean;
  language: Language;
  genreName: (label: string, id: string | null) => string;
  chipSeed: number;
}) {
  return (
    <>
      <HistorySearch
        id={`${ids}-search`}
        resultsId={`${ids}-results`}
        value={listing.search}
        onChange={listing.setSearch}
        searching={listing.searching}
      />
      <FavouritesFilter
        on={listing.favourite}
        onToggle={() => listing.setFavourite((only) => !only)}
        exportable={exportable}
        language={language}
      />
      <HistoryFilters
        facets={facets}
        selected={listing.filters}
        onChange={listing.setFilters}
        genreName={genreName}
        seed={chipSeed}
      />
    </>
  );
}
