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

/** What can take the focus in the Tab order: a field first (the quantity that replaced a plus), then any control. */
const REPLACEMENTS = [
  'input:not([disabled]):not([type="hidden"])',
  'button:not([disabled]), a[href], select, textarea, [tabindex="0"]',
].map((selector) =>
  selector
    .split(', ')
    .map((part) => `${part}:not([tabindex="-1"]):not([aria-hidden="true"])`)
    .join(', '),
);

/** How long a returned focus is watched for its element being replaced. */
const WATCH_MS = 10_000;

/**
 * Gives the focus back to `opener` when it is still on the page, else to the main heading. Then, for a
 * few seconds, whenever the focus falls to the body (a closing dialog taking it along, the opener
 * replaced: a product's plus becomes its quantity field once the product is added), it goes again to
 * the opener, or to the first field (else control) of the opener's card or section, or to the main
 * heading; until the shopper moves it somewhere outside a dialog.
 */
export function returnFocus(opener: Element | null): void {
  const element = opener instanceof HTMLElement && opener !== document.body ? opener : null;
  const around = element?.closest<HTMLElement>('article, section, [role="dialog"], main') ?? null;
  let ours = false;
  const focusBest = () => {
    ours = true;
    try {
      if (element?.isConnected) element.focus({ preventScroll: true });
      else {
        const replacement = around?.isConnected
          ? REPLACEMENTS.map((selector) => around.querySelector<HTMLElement>(selector)).find(Boolean)
          : null;
        if (replacement) replacement.focus({ preventScroll: true });
        else focusMainHeading();
      }
    } finally {
      ours = false;
    }
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!active || active === document.body) focusBest();
  });
  const movedOn = (event: FocusEvent) => {
    if (!ours && event.target instanceof Element && !event.target.closest('[role="dialog"], .MuiModal-root')) stop();
  };
  const timer = window.setTimeout(() => stop(), WATCH_MS);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', movedOn);
    window.clearTimeout(timer);
  }
  focusBest();
  document.addEventListener('focusin', movedOn);
  observer.observe(document.body, { childList: true, subtree: true });
}
