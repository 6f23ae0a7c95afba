/** The id of the shell's `<main>` (root layout): the skip link, the scroll-top button and focus moves aim at it. */
export const MAIN_ID = 'main-content';

/**
 * Moves the keyboard focus to the page's main heading (its `h1`, made focusable by script only), or
 * to `<main>` when the page has none: after a navigation, or when what had the focus is gone (WCAG
 * 2.4.3, focus order). Without it the focus falls to the body and the next Tab starts from the top.
 * The page does not scroll for it (the router restores or resets the scroll).
 */
export function focusMainHeading(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main).focus({ preventScroll: true });
}

/** Gives the focus back to `opener` when it is still on the page, else to the main heading. */
export function returnFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
  else focusMainHeading();
}
