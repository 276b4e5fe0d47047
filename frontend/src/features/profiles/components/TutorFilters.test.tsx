import { ThemeProvider } from '@mui/material';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useSearchParams,
} from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../../app/theme';
import { I18nProvider } from '../../../i18n';
import { emulatePopovers } from '../../../test/popovers';
import { activateTestLanguage } from '../../../test/utils';
import { tutorQueryFromParams } from '../tutorsLoader';
import TutorFilters, { FILTERS_SHEET_ID } from './TutorFilters';

type Changes = Record<string, string | undefined>;

function Filters({ onChange }: { onChange: (changes: Changes) => void }) {
  const [params] = useSearchParams();
  return <TutorFilters params={params} query={tutorQueryFromParams(params)} onChange={onChange} />;
}

/** The filters at `route`, in the app's theme and English. */
function page(route: string, onChange: (changes: Changes) => void = () => undefined) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={appTheme()}>
        <I18nProvider>
          <Filters onChange={onChange} />
        </I18nProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
}

/** The page as the API sends it, hydrated by the app. */
const container = document.createElement('div');
afterEach(() => container.remove());

const sheetForm = () => document.querySelector<HTMLFormElement>(`#${FILTERS_SHEET_ID} form`)!;

describe('TutorFilters', () => {
  let undoPopovers: () => void;
  beforeAll(() => {
    activateTestLanguage();
    undoPopovers = emulatePopovers();
  });
  afterAll(() => undoPopovers());

  it('links each subject tab to its list: the other filters kept, the first page, All with no subject', () => {
    render(page('/tutorFinds?subject=Music&q=ana&location=Sylhet&mode=&page=3'));
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(21);
    for (const tab of tabs) {
      expect(tab.tagName).toBe('A');
    }
    expect(screen.getByRole('tab', { name: 'Chemistry' })).toHaveAttribute(
      'href',
      '/tutorFinds?q=ana&location=Sylhet&subject=Chemistry',
    );
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute(
      'href',
      '/tutorFinds?q=ana&location=Sylhet',
    );
    const music = screen.getByRole('tab', { name: 'Music' });
    expect(music).toHaveAttribute('aria-selected', 'true');
    expect(music).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('shows a tab followed in place selected at once, before the page has the new list', async () => {
    // The page's list for the new URL is held back (as a phone takes a while to render it).
    let release = () => {};
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/tutorFinds',
          element: <Filters onChange={() => undefined} />,
          loader: () => held,
        },
      ],
      { initialEntries: ['/tutorFinds'], hydrationData: { loaderData: { 0: null } } },
    );
    render(
      <ThemeProvider theme={appTheme()}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </ThemeProvider>,
    );
    const chemistry = screen.getByRole('tab', { name: 'Chemistry' });
    // A modified click opens the link elsewhere: the selection stays (jsdom opens nothing).
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(chemistry, { ctrlKey: true });
    expect(chemistry).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(chemistry);
    expect(chemistry).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    expect(router.state.location.search).toBe('');
    await act(async () => release());
    await waitFor(() => expect(router.state.location.search).toBe('?subject=Chemistry'));
    expect(chemistry).toHaveAttribute('aria-selected', 'true');
    expect(chemistry).toHaveAttribute('aria-current', 'page');
  });

  it('sends the sheet as a plain GET of the list by its fields, the subject and the search kept', () => {
    render(page('/tutorFinds?subject=Music&q=ana&location=Sylhet&sort=rating&verified=true'));
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute('popovertarget', FILTERS_SHEET_ID);
    expect(document.getElementById(FILTERS_SHEET_ID)).toHaveAttribute('popover', 'auto');
    const form = sheetForm();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tutorFinds');
    expect([...new FormData(form)]).toEqual([
      ['subject', 'Music'],
      ['q', 'ana'],
      ['location', 'Sylhet'],
      ['mode', ''],
      ['minSalary', ''],
      ['maxSalary', ''],
      ['sort', 'rating'],
      ['verified', 'true'],
    ]);
  });

  it('leaves out the subject and the search when none applies', () => {
    render(page('/tutorFinds'));
    const sent = new FormData(sheetForm());
    expect(sent.has('subject')).toBe(false);
    expect(sent.has('q')).toBe(false);
    // Newest first is the order when none is asked for.
    expect(sent.get('sort')).toBe('');
  });

  it('as sent, works before the app runs; what is picked then is applied in place once it runs', async () => {
    container.innerHTML = renderToString(page('/tutorFinds?subject=Physics'));
    document.body.append(container);
    const get = <E extends HTMLElement>(selector: string) => container.querySelector<E>(selector)!;
    // The tabs are links and the Filters button opens its sheet: nothing waits for the app but
    // the search box.
    expect(get('#subject-tab-2')).toHaveAttribute('href', '/tutorFinds?subject=Chemistry');
    expect(get(`button[popovertarget="${FILTERS_SHEET_ID}"]`)).toBeEnabled();
    expect(get('#tutor-q')).toBeDisabled();
    get<HTMLInputElement>('#tutor-location').value = 'Sylhet';
    get<HTMLSelectElement>('#tutor-mode').value = 'offline';
    get<HTMLInputElement>('input[name="verified"]').checked = true;

    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, page('/tutorFinds?subject=Physics', onChange));
    });
    expect(get('#tutor-q')).toBeEnabled();
    expect(get<HTMLInputElement>('#tutor-location').value).toBe('Sylhet');
    expect(get<HTMLInputElement>('input[name="verified"]').checked).toBe(true);
    fireEvent.submit(get('form[method="get"]'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      location: 'Sylhet',
      mode: 'offline',
      minSalary: '',
      maxSalary: '',
      sort: '',
      verified: 'true',
      q: '',
    });
  });

  it('opens afresh from the URL, with the focus in the sheet; Clear all empties the draft', async () => {
    render(page('/tutorFinds?location=Sylhet&verified=true'));
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    fireEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveFocus();
    const form = within(sheet);
    fireEvent.change(form.getByLabelText('Location'), { target: { value: 'Rangpur' } });
    // Closed without applying, then opened again: the abandoned draft is gone.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(form.getByLabelText('Location')).toHaveValue('Sylhet');
    fireEvent.click(form.getByRole('button', { name: 'Clear all' }));
    expect(form.getByLabelText('Location')).toHaveValue('');
    expect(form.getByRole('checkbox', { name: 'Verified tutors only' })).not.toBeChecked();
    expect([...new FormData(sheetForm()).values()].every((value) => value === '')).toBe(true);
  });
});
