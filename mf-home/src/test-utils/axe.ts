import { axe, toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

/** Fails with axe's own report when it finds a violation in the rendered tree. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  expect(await axe(container)).toHaveNoViolations();
}
