import { navigate } from '@hourspace/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchSpacesKeys } from '../../../lib/api/search-spaces';
import { MAP_BOX_PARAM, MAP_SEARCH_DEBOUNCE_MS, isBoxTooLarge, mapBoxParam, type BoundingBox } from '../lib/map-view';
import { changeParams } from '../lib/results-query';

/** What the map's controls show and do (docs/decisions/search-map.md). */
export interface MapSearch {
  /** "Search as I move the map": on by default where the map sits beside the list. */
  searchAsMove: boolean;
  setSearchAsMove: (on: boolean) => void;
  /** The area moved to with the search-as-move box off: "Search this area" searches it. */
  pendingBox: BoundingBox | null;
  /** The map shows more than a box search takes: the person is asked to zoom in. */
  tooLarge: boolean;
  /** Called by the map after the person moved it; searches once the map has been still for a moment. */
  onMoved: (box: BoundingBox) => void;
  searchArea: () => void;
}

/**
 * "Search as I move the map": a move settles for {@link MAP_SEARCH_DEBOUNCE_MS}, then the area
 * goes in the URL (`bbox_of_interest`, page 1), which runs the search and makes the view one
 * that can be shared and reloaded. A search still on its way for the area before is cancelled.
 */
export function useMapSearch(pathname: string, params: URLSearchParams, besideMap: boolean): MapSearch {
  const queryClient = useQueryClient();
  // The person's choice, once made; until then the layout's default.
  const [choice, setChoice] = useState<boolean | null>(null);
  const searchAsMove = choice ?? besideMap;
  const [pendingBox, setPendingBox] = useState<BoundingBox | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ pathname, params, searchAsMove });
  latest.current = { pathname, params, searchAsMove };

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    (box: BoundingBox) => {
      // The answer for the area before is no longer wanted: stop waiting for it.
      void queryClient.cancelQueries({ queryKey: searchSpacesKeys.all });
      setPendingBox(null);
      const { pathname: path, params: current } = latest.current;
      navigate(`${path}${changeParams(current, { [MAP_BOX_PARAM]: mapBoxParam(box) })}`);
    },
    [queryClient],
  );

  const onMoved = useCallback(
    (box: BoundingBox) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (isBoxTooLarge(box)) {
          setTooLarge(true);
          setPendingBox(null);
          return;
        }
        setTooLarge(false);
        if (latest.current.searchAsMove) search(box);
        else setPendingBox(box);
      }, MAP_SEARCH_DEBOUNCE_MS);
    },
    [search],
  );

  return {
    searchAsMove,
    setSearchAsMove: (on) => {
      setChoice(on);
      if (!on) return;
      // Turned back on after a move: search the area the map shows.
      if (pendingBox) search(pendingBox);
    },
    pendingBox,
    tooLarge,
    onMoved,
    searchArea: () => {
      if (pendingBox) search(pendingBox);
    },
  };
}
