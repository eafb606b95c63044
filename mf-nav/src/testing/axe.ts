import { axe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/** Runs axe on a rendered tree (`document.body` for the portalled dialogs); fails with axe's report. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  expect(await axe(container)).toHaveNoViolations();
}
