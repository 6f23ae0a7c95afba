import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules (decision 0021): the level the shop promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts that fail the suite; 'moderate' and 'minor' are read in the report, not enforced. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page as it is (a route, or a dialog open on it) and answers its serious and
 * critical violations as readable lines: the view, the rule, its help, and each element with why.
 */
export async function seriousViolations(page: Page, view: string): Promise<string[]> {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`);
      const more = violation.nodes.length > 6 ? [`    … and ${violation.nodes.length - 6} more`] : [];
      return [
        `${view}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${violation.help}`,
        ...nodes,
        ...more,
      ].join('\n');
    });
}

/**
 * Waits until the page's finite animations and transitions (a dialog fading in, a drawer sliding) have
 * ended: axe reads colours as drawn, and a half-faded dialog has no contrast yet.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        ).length === 0,
    undefined,
    { timeout: 10_000 },
  );
}

/** The smallest tap target a phone shopper gets (WCAG 2.5.5, the 44 × 44 px). */
export const MIN_TAP_TARGET = 44;

/**
 * The interactive elements inside `selector` (buttons, links, tabs, checkboxes) that are on screen and
 * smaller than {@link MIN_TAP_TARGET} in either side, as 'name (w×h)'. Links inside a sentence are left
 * out (WCAG's inline exception), and so are links with a large enough twin to the same address (the
 * equivalent exception: a card's picture leads where its name does), and elements hidden or moved away.
 */
export async function smallTapTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots, minimum) => {
    const interactive =
      'a[href], button, [role="button"], [role="tab"], [role="menuitem"], input[type="checkbox"], input[type="radio"]';
    const found: string[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>(interactive)) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || box.bottom < 0) continue;
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        if (element.tagName === 'A' && element.closest('p') && element.closest('p')?.textContent !== element.textContent)
          continue;
        const href = element.getAttribute('href');
        const large = (other: Element) => {
          const size = other.getBoundingClientRect();
          return size.width + 0.5 >= minimum && size.height + 0.5 >= minimum;
        };
        if (
          href &&
          [...document.querySelectorAll(`a[href="${CSS.escape(href)}"]`)].some((twin) => twin !== element && large(twin))
        )
          continue;
        // A checkbox's or radio's input covers its MUI span: the span (or the label around it) is what is tapped.
        const target = element.tagName === 'INPUT' ? (element.closest('label') ?? element.parentElement ?? element) : element;
        const tapped = target.getBoundingClientRect();
        if (tapped.width + 0.5 < minimum || tapped.height + 0.5 < minimum) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
          found.push(`${name} (${Math.round(tapped.width)}×${Math.round(tapped.height)})`);
        }
      }
    }
    return [...new Set(found)];
  }, MIN_TAP_TARGET);
}
