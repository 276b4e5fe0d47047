import type { Language } from '../i18n/language';
import type { RootState } from '../store/store';

// The marks the build (entry-prerender.tsx) leaves on a page it prerendered, read by main.tsx,
// and those the first-paint loader reads and leaves on the page before the app runs.

/** On `#root`: the language the page's HTML was built in; `data-path` holds its path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The JSON script element holding the data a page was rendered with (entry-prerender.tsx). */
export const PAGE_DATA_ID = 'page-data';

/** On `<html>`: the visitor's language is not the prerendered one, so the HTML stays hidden. */
export const RENDER_FRESH_ATTRIBUTE = 'data-render-fresh';

/** Whether `root` holds this very page (path) prerendered in `language`, ready to hydrate. */
export function isPrerenderedFor(root: HTMLElement, language: Language): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === language &&
    root.dataset.path === window.location.pathname
  );
}

/** What the browser's start-up needs to hydrate a page rendered with the API's data. */
export interface PageData {
  /** The RTK Query cache the page was rendered with (its `queries` and `provided` tags). */
  api: Pick<RootState['api'], 'queries' | 'provided'>;
  /** The session the page was rendered with: a visitor's ('loading') or a member's. */
  auth: RootState['auth'];
  /** The route loaders' results, for the router's hydration. */
  loaderData: Record<string, unknown>;
}

/** The data the page in `document` was rendered with, if it came rendered. */
export function readPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}

/** On a form: its fields' messages when empty, by name, for the first-paint loader. */
export const EARLY_ERRORS_ATTRIBUTE = 'data-early-errors';

/** On a field's root the first-paint loader marked as wrong: the message it shows. */
export const EARLY_ERROR_ATTRIBUTE = 'data-early-error';

/** A field's root: MUI's FormControl (its global class name). */
export const FIELD_SELECTOR = '.MuiFormControl-root';

/** On a Show password toggle: the label it takes when pressed again. */
export const OTHER_LABEL_ATTRIBUTE = 'data-other-label';

/** What the first-paint loader reads the page by. */
export const LOADER_MARKS = {
  prerendered: PRERENDERED_ATTRIBUTE,
  renderFresh: RENDER_FRESH_ATTRIBUTE,
  earlyErrors: EARLY_ERRORS_ATTRIBUTE,
  earlyError: EARLY_ERROR_ATTRIBUTE,
  field: FIELD_SELECTOR,
  otherLabel: OTHER_LABEL_ATTRIBUTE,
};
