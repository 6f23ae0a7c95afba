import { afterEach, describe, expect, it } from 'vitest';
import { focusMainHeading, MAIN_ID, returnFocus } from './focus-main';

function page(html: string) {
  document.body.innerHTML = `<main id="${MAIN_ID}" tabindex="-1">${html}</main>`;
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focus after a navigation or a dialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("moves the focus to the page's main heading, made focusable by script only, or to main without one", () => {
    page('<h1>Il tuo carrello</h1><button>Vai al pagamento</button>');
    focusMainHeading();
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');

    page('<p>Caricamento…</p>');
    focusMainHeading();
    expect(document.activeElement?.id).toBe(MAIN_ID);
  });

  it('gives the focus back to the opener, or to the heading when the opener is gone', () => {
    page('<h1>Pasta</h1><article><button id="plus">Aggiungi</button></article>');
    const plus = document.getElementById('plus');
    returnFocus(plus);
    expect(document.activeElement).toBe(plus);

    plus?.remove();
    returnFocus(plus);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it("follows the opener replaced right after (the plus becoming the quantity field) to its card's field", async () => {
    page(
      '<h1>Pasta</h1><article><a href="/product/spaghetti" tabindex="-1" aria-hidden="true">foto</a>' +
        '<a href="/product/spaghetti">Spaghetti</a><button>-</button><button id="plus">Aggiungi</button></article>',
    );
    const plus = document.getElementById('plus');
    returnFocus(plus);
    const quantity = document.createElement('input');
    plus?.replaceWith(quantity);
    await settled();
    expect(document.activeElement).toBe(quantity);
  });
});
