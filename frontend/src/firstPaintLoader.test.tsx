import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './lib/useHydrated';
import { runFirstPaintLoader } from './test/firstPaintLoader';

const onToggle = vi.fn();
const onSend = vi.fn();

function Page() {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        {/* As SubmitButton: disabled until the app runs. */}
        <button type="submit" disabled={!hydrated}>
          <span>Send</span>
        </button>
      </form>
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => {
          onToggle();
          setShown((value) => !value);
        }}
      >
        Show password
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <a role="tab" href="#physics">
        Physics
      </a>
    </div>
  );
}

const container = document.createElement('div');
container.id = 'root';

beforeAll(() => {
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  // The inline script exactly as the prerendered pages carry it.
  runFirstPaintLoader('/assets/index.js', ['/assets/react.js']);
});

afterAll(() => container.remove());

describe('the first-paint loader', () => {
  it('asks for the app code and its preloads after the first paint', async () => {
    await waitFor(() =>
      expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
        '/assets/index.js',
      ),
    );
    const preload = document.head.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toBe('/assets/react.js');
  });

  it('leaves alone a button outside the page built ahead', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    outside.remove();
  });

  it('leaves a popover toggle to the browser, which opens its popover without the app', () => {
    container.insertAdjacentHTML(
      'beforeend',
      '<button type="button" popovertarget="menu">Menu</button><nav id="menu" popover></nav>',
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button[popovertarget]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a press on a button its fieldset keeps disabled until the app runs', async () => {
    container.insertAdjacentHTML(
      'beforeend',
      '<fieldset disabled><button type="button" id="filters">Filters</button></fieldset>',
    );
    const button = container.querySelector<HTMLButtonElement>('#filters')!;
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(300, 300, 80, 40));
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    for (const type of ['pointerdown', 'pointerup']) {
      container.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 320, clientY: 320 }));
    }
    expect(clicked).not.toHaveBeenCalled();
    // The app takes the button over and enables its fieldset.
    Object.assign(button, { __reactProps$test: {} });
    button.closest('fieldset')!.disabled = false;
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    button.closest('fieldset')!.remove();
  });

  it('shows and hides a password at once before the app runs, and leaves it to the app after', () => {
    container.insertAdjacentHTML(
      'beforeend',
      `<div id="secret-field"><input id="secret" type="password">
      <button type="button" aria-controls="secret" aria-pressed="false" aria-label="Show password"
        data-other-label="Hide password"></button></div>`,
    );
    const input = container.querySelector<HTMLInputElement>('#secret')!;
    const toggle = container.querySelector<HTMLButtonElement>('[aria-controls="secret"]')!;
    const reachesApp = vi.fn();
    toggle.addEventListener('click', reachesApp);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    toggle.click();
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
    expect(reachesApp).not.toHaveBeenCalled();
    // Once the app has the toggle, its clicks are the app's alone: the loader does not act twice.
    Object.assign(toggle, { __reactProps$test: {} });
    toggle.click();
    expect(reachesApp).toHaveBeenCalledTimes(1);
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    container.querySelector('#secret-field')!.remove();
  });

  it('marks the empty and badly shaped fields of a form pressed before the app runs, and still holds the press', async () => {
    container.insertAdjacentHTML(
      'beforeend',
      `<form id="early" data-early-errors='{"name":"Type your name","email":"Type your email"}'>
        <div class="MuiFormControl-root"><input id="early-name" name="name" aria-invalid="false"></div>
        <div class="MuiFormControl-root"><input id="early-email" name="email" type="email" aria-invalid="false"></div>
        <div class="MuiFormControl-root"><input id="early-note" name="note" aria-invalid="false"></div>
        <button type="submit" disabled>Sign up</button>
      </form>`,
    );
    const form = container.querySelector<HTMLFormElement>('#early')!;
    const submit = form.querySelector('button')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    vi.spyOn(submit, 'getBoundingClientRect').mockReturnValue(new DOMRect(500, 500, 100, 40));
    const press = () => {
      for (const type of ['pointerdown', 'pointerup']) {
        container.dispatchEvent(
          new MouseEvent(type, { bubbles: true, clientX: 550, clientY: 520 }),
        );
      }
    };
    const input = (id: string) => form.querySelector<HTMLInputElement>(`#early-${id}`)!;
    const mark = (id: string) => input(id).parentElement!.getAttribute('data-early-error');
    input('email').value = 'not an address';
    press();
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(mark('name')).toBe('Type your name');
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(mark('email')).toBe(input('email').validationMessage);
    // A field the form gave no message for is not the loader's to judge.
    expect(input('note').getAttribute('aria-invalid')).toBe('false');
    expect(mark('note')).toBeNull();
    // Corrected and pressed again: the marks follow.
    input('name').value = 'Sara';
    input('email').value = 'sara@example.com';
    press();
    expect(input('name').getAttribute('aria-invalid')).toBe('false');
    expect(mark('name')).toBeNull();
    expect(mark('email')).toBeNull();
    // The press is held for the app, which checks the form itself.
    Object.assign(submit, { __reactProps$test: {} });
    submit.disabled = false;
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    form.remove();
  });

  it('leaves a link clicked before hydration to the browser, a tab that is a link too', () => {
    for (const link of container.querySelectorAll('a')) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
  });

  it('holds a click made before hydration and makes it once the app has hydrated the button', async () => {
    const button = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    // Tapped twice while it waits: one press.
    button.click();
    button.click();
    expect(onToggle).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // A disabled submit button (MUI's takes no pointer events) gets no click: a press is
    // known by where it is made.
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.disabled).toBe(true);
    vi.spyOn(submit, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 10, 100, 40));
    const press = (type: string, x: number, y: number) =>
      container.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
    press('pointerdown', 20, 20);
    press('pointerup', 60, 45);
    // An impatient second press: the form is still sent once.
    press('pointerdown', 30, 30);
    press('pointerup', 30, 30);
    // Down on the submit button, up elsewhere: no press.
    press('pointerdown', 20, 20);
    press('pointerup', 200, 20);
    // Elsewhere entirely: no press.
    press('pointerdown', 5, 5);
    press('pointerup', 5, 5);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(onToggle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onToggle).toHaveBeenCalledTimes(1);

    // Once hydrated, a click goes straight through, once.
    act(() => button.click());
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
