import { ThemeProvider } from '@mui/material';
import { act, screen, waitFor, within } from '@testing-library/react';
import { STUDENT_FORM_MESSAGES, TUTOR_FORM_MESSAGES } from '@tutorhub/contracts';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_ERROR_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../../../app/prerendered';
import { appTheme } from '../../../app/theme';
import { I18nProvider } from '../../../i18n';
import { runFirstPaintLoader } from '../../../test/firstPaintLoader';
import { activateTestLanguage, SIGNED_OUT } from '../../../test/utils';
import { createStore } from '../../../store/store';
import StudentRegistrationPage from '../pages/StudentRegistrationPage';
import TutorRegistrationPage from '../pages/TutorRegistrationPage';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));

/** The page as the app renders it, in a fresh store and router (one for the HTML, one for the app). */
function app(page: ReactElement) {
  const router = createMemoryRouter([{ path: '/signUp', element: page }], {
    initialEntries: ['/signUp'],
  });
  return (
    <Provider store={createStore({ auth: SIGNED_OUT })}>
      <ThemeProvider theme={appTheme()}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </ThemeProvider>
    </Provider>
  );
}

const root = document.createElement('div');
root.id = 'root';
root.setAttribute(PRERENDERED_ATTRIBUTE, 'en');

beforeAll(() => {
  activateTestLanguage('en');
  // Hydration keeps the attributes the loader changed, as this test means it to: React's
  // development build reports them as a mismatch, which is all it may report.
  const report = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("attributes of the server rendered HTML didn't match")) {
      report(...args);
    }
  });
  document.body.append(root);
  // Installed once, as the page carries it: each test puts a new page in the same #root.
  runFirstPaintLoader('/assets/never-loaded.js');
});

let running: Root | undefined;

/** The app taking the page as sent over. */
async function runApp(page: ReactElement) {
  await act(async () => {
    running = hydrateRoot(root, app(page));
  });
}

afterEach(() => {
  act(() => running?.unmount());
  running = undefined;
  root.innerHTML = '';
});

/** A press on the page's submit button as a phone makes it (the button is disabled). */
function pressSubmit() {
  const submit = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  expect(submit).toBeDisabled();
  vi.spyOn(submit, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 500, 300, 48));
  for (const type of ['pointerdown', 'pointerup']) {
    root.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 100, clientY: 520 }));
  }
}

const input = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`)!;
const fieldOf = (id: string) => input(id).closest('.MuiFormControl-root')!;

// The page comes as HTML and the app runs seconds later on a phone: Show password and the
// empty form's errors answer at once, and the app takes over what the reader sees.
describe.each([
  ['student', StudentRegistrationPage, STUDENT_FORM_MESSAGES],
  ['tutor', TutorRegistrationPage, TUTOR_FORM_MESSAGES],
])('the %s sign-up before and after the app runs', (_role, Page, messages) => {
  it('shows the password at once, and the app keeps it shown', async () => {
    root.innerHTML = renderToString(app(<Page />));
    const toggle = root.querySelector<HTMLButtonElement>('button[aria-controls="password"]')!;
    expect(toggle).toHaveAttribute('aria-label', 'Show password');
    toggle.click();
    expect(input('password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Hide password');
    expect(input('confirm')).toHaveAttribute('type', 'password');

    await runApp(<Page />);
    expect(input('password')).toHaveAttribute('type', 'text');
    // Once the app runs, one press hides it again, and the toggle reads as it shows.
    act(() => screen.getByRole('button', { name: 'Hide password' }).click());
    expect(input('password')).toHaveAttribute('type', 'password');
    const shown = screen.getByRole('button', { name: 'Show password' });
    expect(shown).toHaveAttribute('aria-pressed', 'false');
    // The icon for the hidden state shows, the other is left out.
    const [showIcon, hideIcon] = shown.querySelectorAll('svg');
    expect(showIcon).toBeVisible();
    expect(hideIcon).not.toBeVisible();
  });

  it('takes over a password shown while the field was hydrating', async () => {
    root.innerHTML = renderToString(app(<Page />));
    const toggle = root.querySelector<HTMLButtonElement>('button[aria-controls="password"]')!;
    // The field had been read as hidden when the loader answered the tap on its toggle, and
    // hydrating the input set its type back: the toggle's state is what the reader asked for.
    toggle.click();
    input('password').type = 'password';
    await runApp(<Page />);
    expect(input('password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks the empty fields at once, then the app shows its own errors and no early mark stays', async () => {
    root.innerHTML = renderToString(app(<Page />));
    input('email').value = 'not-an-email';
    pressSubmit();
    expect(input('name')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldOf('name')).toHaveAttribute(EARLY_ERROR_ATTRIBUTE, messages.name);
    expect(fieldOf('location')).toHaveAttribute(EARLY_ERROR_ATTRIBUTE, messages.location);
    expect(fieldOf('confirm')).toHaveAttribute(EARLY_ERROR_ATTRIBUTE, messages.confirm);
    // Badly shaped: marked with the browser's own message.
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');
    // Typed in after the press, before the app runs: the app finds it valid.
    input('study').value = 'BUET';

    await runApp(<Page />);
    // The held press is made once the app runs: its messages replace the early marks.
    const form = screen.getByRole('form');
    expect(await within(form).findByText(messages.name)).toBeInTheDocument();
    await waitFor(() =>
      expect(root.querySelectorAll(`[${EARLY_ERROR_ATTRIBUTE}]`)).toHaveLength(0),
    );
    expect(within(form).getByText(messages.confirm)).toBeInTheDocument();
    expect(input('name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('study')).toHaveAttribute('aria-invalid', 'false');
    expect(within(form).queryByText(messages.study)).not.toBeInTheDocument();
  });
});

it("marks the fields in the page's language", () => {
  activateTestLanguage('bn');
  try {
    root.innerHTML = renderToString(app(<StudentRegistrationPage />));
    pressSubmit();
    expect(fieldOf('name')).toHaveAttribute(EARLY_ERROR_ATTRIBUTE, 'নাম লিখুন');
    expect(fieldOf('email')).toHaveAttribute(EARLY_ERROR_ATTRIBUTE, 'আপনার ইমেইল লিখুন');
  } finally {
    activateTestLanguage('en');
  }
});
