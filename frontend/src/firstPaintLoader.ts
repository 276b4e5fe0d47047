/** What the loader reads the page by (it cannot import them: see below). */
export interface LoaderMarks {
  /** The attribute on `#root` of a page that came as HTML. */
  prerendered: string;
  /** The attribute on `<html>` of a page to render afresh in the visitor's language. */
  renderFresh: string;
  /**
   * On a form: its fields' messages when empty, by name (JSON), for a press on its submit button
   * before the app runs.
   */
  earlyErrors: string;
  /** On a field's root (`field`) the loader marked: the message it shows. */
  earlyError: string;
  /** A field's root. */
  field: string;
  /** On a Show password toggle: its label once pressed again. */
  otherLabel: string;
}

/**
 * The one inline script of a prerendered page (the API allows it by its hash). It runs in the
 * browser as it is written here, turned into text with `toString`, so it is self-contained.
 *
 * - It adds the app's module script and preloads once the page has painted (the frame after
 *   the first): the page shows at once, and the code that only makes it interactive does not
 *   hold its first paint back. A tab in the background, which paints no frames, loads at once.
 * - A page complete in its HTML (none of it waiting for the app) needs no code to read it: the
 *   code loads at the reader's first sign of doing something (a touch, a pointer or key, a
 *   scroll, a focus or a click). A reader who only reads, or follows links, downloads and runs
 *   none of it. A form is such a page too: its fields take typing before the app runs
 *   (react-hook-form keeps what was typed before it registered a field), and its buttons that
 *   need the app wait for it (SubmitButton; the Google button is disabled until hydrated, so
 *   its popup opens on a click made with the app running). So is a member's page: its frame is
 *   a visitor's (the account's parts render once the app runs), and the API rendered its
 *   member-only content with the session. A page with content still to come loads at once,
 *   and so does a complete page once one of its pictures fails.
 * - Until React has hydrated a button, a click on it would do nothing: the click is held and
 *   made again once React has taken the button over, so nothing pressed early is lost. Links
 *   are left alone (the browser follows them without the app). A submit button is disabled
 *   until the app runs (SubmitButton), and so is every button of a fieldset that waits for it
 *   (FieldsetWhenHydrated), so a press on one makes no click: the press (down and up where the
 *   button is) is held the same way, and made once the app has enabled the button.
 */
export function firstPaintLoader(
  entry: string,
  preloads: readonly string[],
  marks: LoaderMarks,
): void {
  // A button that opens a popover works without the app: the browser opens it; so does a tab
  // that is a link: the browser follows it.
  const HELD =
    'button:not([type="submit"]):not([popovertarget]),[role="button"],[role="tab"]:not([href]),[role="switch"]';
  // Disabled until the app runs: a submit button, and any button of a fieldset that waits.
  const WAITING_SUBMIT = 'button[type="submit"]:disabled,fieldset:disabled button';
  /**
   * React marks each element it has hydrated with its props under this prefix (the loader's
   * test hydrates with the real React, so an upgrade that changed it would fail there).
   */
  const isHydrated = (element: Element) =>
    Object.keys(element).some((key) => key.indexOf('__reactProps$') === 0);
  // Only the page as it was built ahead waits for hydration.
  const root = document.getElementById('root');
  // A press repeated while the first waits (an impatient second tap) is that one press: a form
  // held twice would be sent twice.
  const held = new Set<HTMLElement>();
  const clickWhenHydrated = (element: HTMLElement, triesLeft: number) => {
    if (isHydrated(element) && !element.matches(':disabled')) {
      held.delete(element);
      element.click();
    } else if (triesLeft > 0 && element.isConnected) {
      setTimeout(() => clickWhenHydrated(element, triesLeft - 1), 50);
    } else {
      held.delete(element);
    }
  };
  const hold = (element: HTMLElement) => {
    if (!held.has(element)) {
      held.add(element);
      // Held for up to 20 s: longer than any hydration on a slow phone.
      clickWhenHydrated(element, 400);
    }
  };
  const toggle = (button: HTMLElement) => {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (input instanceof HTMLInputElement) {
      const shown = button.getAttribute('aria-pressed') !== 'true';
      input.type = shown ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(shown));
      const label = button.getAttribute('aria-label') ?? '';
      button.setAttribute('aria-label', button.getAttribute(marks.otherLabel) ?? label);
      button.setAttribute(marks.otherLabel, label);
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(HELD) : null;
      if (target instanceof HTMLElement && root?.contains(target) && !isHydrated(target)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        if (target.hasAttribute(marks.otherLabel)) {
          toggle(target);
        } else {
          hold(target);
        }
      }
    },
    true,
  );
  const markFields = (form: HTMLFormElement | null) => {
    const messages = JSON.parse(form?.getAttribute(marks.earlyErrors) ?? '{}') as Record<
      string,
      string
    >;
    for (const input of form?.querySelectorAll<HTMLInputElement>('input,select,textarea') ?? []) {
      const field = input.closest(marks.field);
      const message = input.value === '' ? messages[input.name] : input.validationMessage;
      if (field && input.name in messages) {
        input.setAttribute('aria-invalid', String(Boolean(message)));
        if (message) {
          field.setAttribute(marks.earlyError, message);
        } else {
          field.removeAttribute(marks.earlyError);
        }
      }
    }
  };
  // MUI's disabled buttons take no pointer events: a press is found by where it was made. A
  // button React has taken over is passed by before measuring it, so once the page has
  // hydrated a press costs no layout.
  const waitingSubmitAt = (event: Event) => {
    const { clientX: x, clientY: y } = event as MouseEvent;
    const waiting = root?.querySelectorAll<HTMLButtonElement>(WAITING_SUBMIT) ?? [];
    return (
      [...waiting].find((button) => {
        if (isHydrated(button)) {
          return false;
        }
        const box = button.getBoundingClientRect();
        return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      }) ?? null
    );
  };
  let pressed: HTMLButtonElement | null = null;
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressed = waitingSubmitAt(event);
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    (event) => {
      const target = waitingSubmitAt(event);
      if (target && target === pressed) {
        markFields(target.form);
        hold(target);
      }
      pressed = null;
    },
    true,
  );
  let loaded = false;
  const load = () => {
    if (loaded) {
      return;
    }
    loaded = true;
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
  // Content waiting for the app shows as busy; a page to render afresh (in the visitor's
  // language) is hidden until the app has rendered it.
  const toRead =
    root !== null &&
    root.hasAttribute(marks.prerendered) &&
    root.querySelector('[aria-busy="true"]') === null &&
    !document.documentElement.hasAttribute(marks.renderFresh);
  // A picture that cannot be loaded shows its neutral frame once the app runs (SiteImage).
  const isFailedImage = (target: EventTarget | null) =>
    target instanceof HTMLImageElement && target.complete && target.naturalWidth === 0;
  if (document.visibilityState === 'hidden') {
    load();
  } else if (toRead && ![...root.querySelectorAll('img')].some(isFailedImage)) {
    // A click can come without a pointer or key before it (a screen reader's).
    const signs = [
      'pointerdown',
      'pointermove',
      'touchstart',
      'keydown',
      'focusin',
      'click',
      'scroll',
      'wheel',
    ];
    for (const sign of signs) {
      window.addEventListener(sign, load, { capture: true, once: true, passive: true });
    }
    // Errors do not bubble: caught on their way down.
    window.addEventListener('error', (event) => isFailedImage(event.target) && load(), true);
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load)));
  }
}

/** The loader as an inline script for `entry` and its `preloads`, reading the page by `marks`. */
export function firstPaintLoaderScript(
  entry: string,
  preloads: readonly string[],
  marks: LoaderMarks,
): string {
  const args = [entry, preloads, marks].map((value) => JSON.stringify(value)).join(',');
  return `<script>(${firstPaintLoader.toString()})(${args})</script>`;
}
