import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations on the page (or only `within` a selector), each as
 * "rule: targets", so a failing expectation names what to fix. `alsoCheck` turns on rules axe
 * leaves off by default.
 */
export async function seriousViolations(
  page: Page,
  { within, alsoCheck = [] }: { within?: string; alsoCheck?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (within) builder = builder.include(within);
  if (alsoCheck.length > 0) builder = builder.options({ rules: Object.fromEntries(alsoCheck.map((rule) => [rule, { enabled: true }])) });
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
