import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations of the page as it is now, one line each (rule and
 * elements), so a failing test names them. Embedded company content (the About Us frame) is the
 * company's own and is left out.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips gathering the nodes of every passed and inapplicable
  // rule, most of its work on a long page (axe's documented option for large pages).
  const results = await new AxeBuilder({ page })
    .exclude('iframe')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
