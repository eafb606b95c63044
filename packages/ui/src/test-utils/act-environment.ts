/**
 * For the tests of a file that run React (and single-spa) as in a page, scheduling by
 * themselves, not inside `act()`: registers the `beforeAll`/`afterAll` that turn React's act
 * environment off for the file and back to what it was.
 */
export function runOutsideAct(): void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeAll(() => {
    before = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  });
}
