/**
 * keen-slider itself, fetched when the first carousel starts (after load, or when someone reaches
 * for one): a chunk of its own, so no page's first load carries it (about 5.5 KB gz on the home
 * page; docs/decisions/size-budgets.md). Asked once per page.
 */
export type KeenSliderClass = typeof import('keen-slider').default;

let keenSlider: KeenSliderClass | undefined;
let fetching: Promise<KeenSliderClass> | undefined;

export const loadKeenSlider = (): Promise<KeenSliderClass> =>
  (fetching ??= import(/* webpackChunkName: "keen-slider" */ 'keen-slider').then(
    (module) => (keenSlider = module.default),
    (error: unknown) => {
      // The next carousel to start asks again (a chunk that failed on a flaky network).
      fetching = undefined;
      throw error;
    },
  ));

/** keen-slider once it has arrived; undefined until then. */
export const loadedKeenSlider = (): KeenSliderClass | undefined => keenSlider;
