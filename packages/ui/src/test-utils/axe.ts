import { axe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/**
 * Runs axe on a rendered tree (pass `document.body` for portalled dialogs) and
 * fails with axe's own report when it finds a violation.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  expect(await axe(container)).toHaveNoViolations();
}
