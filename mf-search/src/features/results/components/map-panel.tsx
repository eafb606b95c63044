import { Button, Spinner, useMediaQuery } from '@hourspace/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import type { MapSearch } from '../hooks/use-map-search';
import type { BoundingBox, MapPin } from '../lib/map-view';
import styles from './results.module.css';

/**
 * MapLibre and the map component: a chunk of their own, fetched once the list has results and
 * the map is shown (docs/decisions/search-map.md), never on a page's first load.
 */
export const resultsMapModule = lazyModule(() => import('./results-map'));

/** Props of {@link MapPanel}. */
export interface MapPanelProps {
  pins: readonly MapPin[];
  highlightedId: string | null;
  onHighlight: (id: string | null) => void;
  viewBox: BoundingBox | null;
  fitKey: string;
  mapSearch: MapSearch;
  /** How many spaces the map's area holds (a box search's total), null when the search is not a box one. */
  inArea: number | null;
  /** Whether the chunk may load: the list has results and the map is on screen. */
  wanted: boolean;
  /** On a narrow screen: back to the list. */
  onShowList: (() => void) | null;
}

/**
 * The map beside the list (or over it on a narrow screen): its region, the "Search as I move
 * the map" box, "Search this area", how many spaces the area holds, and the map once loaded.
 * The list stays the complete alternative (docs/decisions/accessibility-and-languages.md).
 */
export function MapPanel({ pins, highlightedId, onHighlight, viewBox, fitKey, mapSearch, inArea, wanted, onShowList }: MapPanelProps) {
  const { t } = useTranslation('mf-search');
  const checkboxId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const module = useLazyModule(resultsMapModule, wanted);
  const status = mapSearch.tooLarge ? t('map.zoomInToSearch') : inArea !== null ? t('map.inArea', { count: inArea }) : '';
  return (
    <section className={styles.mapPanel} aria-label={t('map.region')} data-testid="results-map">
      <div className={styles.mapControls}>
        <label htmlFor={checkboxId} className={styles.mapCheck}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={mapSearch.searchAsMove}
            onChange={(event) => mapSearch.setSearchAsMove(event.target.checked)}
            data-testid="map-search-as-move"
          />
          {t('map.searchAsMove')}
        </label>
        {onShowList && (
          <Button variant="secondary" size="sm" onClick={onShowList} data-testid="map-show-list">
            {t('map.showList')}
          </Button>
        )}
      </div>
      <p className={styles.mapStatus} role="status" data-testid="map-status">
        {status}
      </p>
      <div className={styles.mapFrame}>
        {module ? (
          <module.ResultsMap
            pins={pins}
            highlightedId={highlightedId}
            onHighlight={onHighlight}
            viewBox={viewBox}
            fitKey={fitKey}
            reducedMotion={reducedMotion}
            onMoved={mapSearch.onMoved}
          />
        ) : (
          <div className={styles.mapLoading}>
            <Spinner label={t('map.loading')} />
          </div>
        )}
        {!mapSearch.searchAsMove && mapSearch.pendingBox && (
          <Button className={styles.searchArea} onClick={mapSearch.searchArea} data-testid="map-search-area">
            {t('map.searchArea')}
          </Button>
        )}
      </div>
    </section>
  );
}
