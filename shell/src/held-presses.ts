import { HELD_PRESS_PROPERTY, PARCEL_ATTRIBUTE, PARCEL_PLACED_PROPERTY, SERVER_MARKUP_ATTRIBUTE } from '@hourspace/contracts/first-screen';

type ParcelElement = Element & { [HELD_PRESS_PROPERTY]?: Element; [PARCEL_PLACED_PROPERTY]?: boolean };

/**
 * Holds a press on a parcel's markup rendered ahead (the home hero's form) made before the
 * application that places the parcel has hydrated: the button would do nothing yet, and a
 * submit button would send the form to the page itself. The press's default is prevented and
 * its target left on the parcel's element, where `RemoteParcel` finds it, fetches the parcel
 * at once and replays it (docs/decisions/parcel-markup-ahead.md). Runs from the shell's first
 * script; returns the stop.
 */
export function holdEarlyParcelPresses(doc: Document = document): () => void {
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const element = target.closest<Element>(`[${PARCEL_ATTRIBUTE}][${SERVER_MARKUP_ATTRIBUTE}]`) as ParcelElement | null;
    if (!element || element[PARCEL_PLACED_PROPERTY]) return;
    event.preventDefault();
    event.stopPropagation();
    element[HELD_PRESS_PROPERTY] = target;
  };
  doc.addEventListener('click', hold, true);
  return () => doc.removeEventListener('click', hold, true);
}
