import { ACCESS_TOKEN_KEY } from '@tutorhub/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE, RENDER_FRESH_ATTRIBUTE } from './app/prerendered';
import { runFirstPaintLoader } from './test/firstPaintLoader';

/**
 * Puts `html` in a `#root` (marked as prerendered unless `prerendered` is false) and runs the
 * loader for `entry`, named after the case.
 */
function openPage(entry: string, html: string, prerendered = true): void {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) {
    root.setAttribute(PRERENDERED_ATTRIBUTE, 'en');
  }
  root.innerHTML = html;
  document.body.append(root);
  runFirstPaintLoader(entry);
}

const appScript = (entry: string) => document.head.querySelector(`script[src="${entry}"]`);

/** Long enough for the loader's "after the first paint" (two frames and a task). */
const afterFirstPaint = () => new Promise((resolve) => setTimeout(resolve, 150));

afterEach(() => {
  document.getElementById('root')?.remove();
  document.documentElement.removeAttribute(RENDER_FRESH_ATTRIBUTE);
  localStorage.clear();
});

describe('when the first-paint loader loads the app', () => {
  it("waits for a visitor's first sign of doing something on a page to read", async () => {
    openPage('/assets/reader.js', '<article><h1>A post</h1><p>Read me</p></article>');
    await afterFirstPaint();
    expect(appScript('/assets/reader.js')).toBeNull();

    window.dispatchEvent(new Event('scroll'));
    expect(appScript('/assets/reader.js')).not.toBeNull();
    // Later signs load nothing again.
    window.dispatchEvent(new Event('keydown'));
    expect(document.head.querySelectorAll('script[src="/assets/reader.js"]')).toHaveLength(1);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'click', 'wheel'])(
    'takes a %s as such a sign',
    (sign) => {
      const entry = `/assets/${sign}.js`;
      openPage(entry, '<p>Complete</p>');
      document.getElementById('root')!.dispatchEvent(new Event(sign, { bubbles: true }));
      expect(appScript(entry)).not.toBeNull();
    },
  );

  it('waits for the visitor on a form too: its fields take typing before the app runs', async () => {
    openPage(
      '/assets/form.js',
      '<form><input name="email"><button type="submit" disabled>Sign in</button></form>',
    );
    await afterFirstPaint();
    expect(appScript('/assets/form.js')).toBeNull();

    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(appScript('/assets/form.js')).not.toBeNull();
  });

  it('loads as soon as a picture of the page cannot be loaded, to show its frame instead', async () => {
    openPage('/assets/broken.js', '<p>Complete</p><img alt="Photo" src="/media/gone.webp">');
    await afterFirstPaint();
    expect(appScript('/assets/broken.js')).toBeNull();

    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: true });
    image.dispatchEvent(new Event('error'));
    expect(appScript('/assets/broken.js')).not.toBeNull();
  });

  it('loads after the first paint when part of the page waits for the app', async () => {
    openPage('/assets/busy.js', '<h1>Home</h1><div aria-busy="true"></div>');
    await afterFirstPaint();
    expect(appScript('/assets/busy.js')).not.toBeNull();
  });

  it("waits for a member's first move too: the frame shows the account once the app runs", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    openPage('/assets/member.js', '<p>Complete</p>');
    await afterFirstPaint();
    expect(appScript('/assets/member.js')).toBeNull();

    window.dispatchEvent(new Event('pointermove'));
    expect(appScript('/assets/member.js')).not.toBeNull();
  });

  it('loads after the first paint when the page is to be rendered in another language', async () => {
    document.documentElement.setAttribute(RENDER_FRESH_ATTRIBUTE, '');
    openPage('/assets/fresh.js', '<p>Complete</p>');
    await afterFirstPaint();
    expect(appScript('/assets/fresh.js')).not.toBeNull();
  });

  it('loads after the first paint on a page the app renders (the shell)', async () => {
    openPage('/assets/shell.js', '<div role="progressbar"></div>', false);
    await afterFirstPaint();
    expect(appScript('/assets/shell.js')).not.toBeNull();
  });
});
