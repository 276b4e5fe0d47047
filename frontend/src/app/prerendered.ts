import type { Language } from '../i18n/language';

// The marks the build (entry-prerender.tsx) leaves on a page it prerendered, read by main.tsx.

/** On `#root`: the language the page's HTML was built in; `data-path` holds its path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** On `<html>`: the visitor's language is not the prerendered one, so the HTML stays hidden. */
export const RENDER_FRESH_ATTRIBUTE = 'data-render-fresh';

/** Whether `root` holds this very page (path) prerendered in `language`, ready to hydrate. */
export function isPrerenderedFor(root: HTMLElement, language: Language): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === language &&
    root.dataset.path === window.location.pathname
  );
}
