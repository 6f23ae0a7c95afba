import { describe, expect, it, vi } from 'vitest';
import { createWebPlatform } from './web-platform';

/** A window whose visual viewport the test sizes and zooms, as a phone browser does. */
function phoneWindow() {
  const viewport = Object.assign(new EventTarget(), { height: 800, scale: 1 });
  const win = {
    innerHeight: 800,
    visualViewport: viewport,
    document,
    navigator,
    localStorage,
    crypto,
    location,
  } as unknown as Window;
  const set = (height: number, scale = 1) => {
    Object.assign(viewport, { height, scale });
    viewport.dispatchEvent(new Event('resize'));
  };
  return { win, set };
}

describe('the web platform’s keyboard', () => {
  it('is open while the visual viewport is a quarter shorter than the window, closed when it is back', () => {
    const { win, set } = phoneWindow();
    const listener = vi.fn();
    const stop = createWebPlatform(win).onKeyboardChange(listener);
    set(700);
    expect(listener).not.toHaveBeenCalled();
    set(420);
    expect(listener).toHaveBeenLastCalledWith(true);
    set(800);
    expect(listener).toHaveBeenLastCalledWith(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    set(420);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('takes a pinch zoom for no keyboard, and a keyboard while zoomed for one', () => {
    const { win, set } = phoneWindow();
    const listener = vi.fn();
    createWebPlatform(win).onKeyboardChange(listener);
    set(400, 2);
    expect(listener).not.toHaveBeenCalled();
    set(200, 2);
    expect(listener).toHaveBeenLastCalledWith(true);
  });
});
