/**
 * The one inline script of a prerendered page (the API allows it by its hash). It runs in the
 * browser as it is written here, turned into text with `toString`, so it is self-contained.
 *
 * - It adds the app's module script and preloads once the page has painted (the frame after
 *   the first): the page shows at once, and the code that only makes it interactive does not
 *   hold its first paint back. A tab in the background, which paints no frames, loads at once.
 * - Until React has hydrated a button, a click on it would do nothing: the click is held and
 *   made again once React has taken the button over, so nothing pressed early is lost. Links
 *   are left alone (the browser follows them without the app), and submit buttons are disabled
 *   until the app runs (SubmitButton).
 */
export function firstPaintLoader(entry: string, preloads: readonly string[]): void {
  const HELD = 'button:not([type="submit"]),[role="button"],[role="tab"],[role="switch"]';
  /**
   * React marks each element it has hydrated with its props under this prefix (the loader's
   * test hydrates with the real React, so an upgrade that changed it would fail there).
   */
  const isHydrated = (element: Element) =>
    Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);
  const clickWhenHydrated = (element: HTMLElement, triesLeft: number) => {
    if (isHydrated(element)) {
      element.click();
    } else if (triesLeft > 0 && element.isConnected) {
      setTimeout(() => clickWhenHydrated(element, triesLeft - 1), 50);
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(HELD) : null;
      // Only the page as it was built ahead: nothing else waits for hydration.
      const prerendered = document.getElementById('root')?.contains(target) ?? false;
      if (target instanceof HTMLElement && prerendered && !isHydrated(target)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        // Held for up to 20 s: longer than any hydration on a slow phone.
        clickWhenHydrated(target, 400);
      }
    },
    true,
  );
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  if (document.visibilityState === 'hidden') {
    load();
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load)));
  }
}

/** The loader as an inline script for `entry` and its `preloads`. */
export function firstPaintLoaderScript(entry: string, preloads: readonly string[]): string {
  const args = [entry, preloads].map((value) => JSON.stringify(value)).join(',');
  return `<script>(${firstPaintLoader.toString()})(${args})</script>`;
}
