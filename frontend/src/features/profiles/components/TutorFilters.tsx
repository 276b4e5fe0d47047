import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  IconButton,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
  type SvgIconProps,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_SORTS,
  type TutorSort,
} from '@tutorhub/contracts';
import type { TutorQuery } from '../../../store/apiTypes';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT, useTerm, type MessageKey } from '../../../i18n';
import FieldsetWhenHydrated from '../../../components/form/FieldsetWhenHydrated';
import { changedParams, searchOf } from '../../../lib/searchParams';

/** The filters behind the Filters button: everything but the subject tabs and the search box. */
const DRAWER_FILTERS = ['location', 'mode', 'minSalary', 'maxSalary', 'sort', 'verified'] as const;
type DrawerFilter = (typeof DRAWER_FILTERS)[number];
type FilterDraft = Record<DrawerFilter, string>;

/** The id the Filters button names as its popover target. */
export const FILTERS_SHEET_ID = 'tutor-filters';

/** How many of the sheet's filters the URL sets (the search box shows its own). */
export function activeFilterCount(params: URLSearchParams): number {
  return DRAWER_FILTERS.filter((key) => (params.get(key) ?? '') !== '').length;
}

/** The filter boxes and selects: small, full width, their labels always above the value. */
const FILTER_FIELD = {
  fullWidth: true,
  size: 'small',
  slotProps: { inputLabel: { shrink: true } },
} as const;
const NATIVE_SELECT = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
} as const;

const SALARY_FILTERS = [
  { name: 'minSalary', id: 'tutor-min-salary', label: 'tutors.search.minSalary' },
  { name: 'maxSalary', id: 'tutor-max-salary', label: 'tutors.search.maxSalary' },
] as const satisfies readonly { name: DrawerFilter; id: string; label: MessageKey }[];

const SORT_LABELS: Record<TutorSort, MessageKey> = {
  newest: 'tutors.sort.newest',
  rating: 'tutors.sort.rating',
  salary: 'tutors.sort.salaryAsc',
  '-salary': 'tutors.sort.salaryDesc',
};

/**
 * A native popover in the look of MUI's bottom Drawer: the browser opens it at the Filters
 * button's tap and closes it at a tap outside or Escape, before the app runs and after.
 */
const Sheet = styled('div')(({ theme }) => ({
  position: 'fixed',
  inset: 'auto 0 0 0',
  width: '100%',
  maxWidth: 600,
  height: 'auto',
  maxHeight: '100%',
  margin: '0 auto',
  padding: 0,
  border: 0,
  borderTopLeftRadius: 16,
  borderTopRightRadius: 16,
  overflowY: 'auto',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[16],
  // Focused as a whole when it opens, as a dialog is: no ring around the sheet itself.
  '&:focus': { outline: 0 },
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
}));

/**
 * Both of a checkbox's icons, one shown by the box's own state: a tick made before the app runs
 * shows.
 */
function TickIcons(props: SvgIconProps) {
  return (
    <>
      <CheckBoxOutlineBlankIcon className="unticked" {...props} />
      <CheckBoxIcon className="ticked" {...props} />
    </>
  );
}
const TICK_BY_STATE = {
  '& input:checked ~ .unticked, & input:not(:checked) ~ .ticked': { display: 'none' },
  '&:has(input:checked)': { color: 'primary.main' },
  '&:not(:has(input:checked))': { color: 'text.secondary' },
} as const;

interface TutorFiltersProps {
  /** The URL's search params, which the search box and the sheet start from. */
  params: URLSearchParams;
  /** The query they describe, which the tabs show. */
  query: TutorQuery;
  /** Sets (or, when empty, removes) URL search params; the list returns to its first page. */
  onChange: (changes: Record<string, string | undefined>) => void;
}

/**
 * The sheet of filters: location, mode, salary, sort and verified only, applied together. It
 * rises from the bottom, where a phone's thumb is, on every screen. It is a form the browser
 * sends as a plain GET of this page (the subject and the search kept) until the app runs, which
 * then applies it in place. Its fields keep their own values (they start from the URL's), so
 * what is picked before the app runs stays as the app takes them over.
 */
function FiltersSheet({
  params,
  subject,
  q,
  onApply,
}: {
  params: URLSearchParams;
  subject: string | undefined;
  q: string;
  onApply: (draft: FilterDraft) => void;
}) {
  const t = useT();
  const term = useTerm();
  const sheet = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Opened afresh, the sheet shows what the URL applies, not an abandoned draft; the focus
  // moves into it (the browser brings it back to the button as it closes).
  useEffect(() => {
    const element = sheet.current;
    const reset = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        form.current?.reset();
      }
    };
    const focus = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        element?.focus();
      }
    };
    element?.addEventListener('beforetoggle', reset);
    element?.addEventListener('toggle', focus);
    return () => {
      element?.removeEventListener('beforetoggle', reset);
      element?.removeEventListener('toggle', focus);
    };
  }, []);
  const clear = () => {
    for (const name of DRAWER_FILTERS) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        field.checked = false;
      } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        field.value = '';
      }
    }
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    sheet.current?.hidePopover();
    onApply(
      Object.fromEntries(
        DRAWER_FILTERS.map((key) => [key, String(data.get(key) ?? '')]),
      ) as FilterDraft,
    );
  };
  const field = (name: DrawerFilter) => ({ name, defaultValue: params.get(name) ?? '' });
  return (
    <Sheet
      ref={sheet}
      id={FILTERS_SHEET_ID}
      popover="auto"
      role="dialog"
      aria-labelledby="tutor-filters-title"
      tabIndex={-1}
    >
      <Box
        component="form"
        // New URL, new starting values (a select takes its starting value only once).
        key={params.toString()}
        ref={form}
        method="get"
        action="/tutorFinds"
        aria-labelledby="tutor-filters-title"
        onSubmit={submit}
        sx={{ p: 2, pb: 3 }}
      >
        <Typography id="tutor-filters-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tutors.filters.title')}
        </Typography>
        {subject && <input type="hidden" name="subject" value={subject} />}
        {q && <input type="hidden" name="q" value={q} />}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="tutor-location"
              label={t('tutors.search.location')}
              {...FILTER_FIELD}
              {...field('location')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              id="tutor-mode"
              label={t('tutors.search.mode')}
              {...FILTER_FIELD}
              {...NATIVE_SELECT}
              {...field('mode')}
            >
              <option value="">{t('tutors.search.anyMode')}</option>
              {TEACHING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {term.mode(mode)}
                </option>
              ))}
            </TextField>
          </Grid>
          {SALARY_FILTERS.map(({ name, id, label }) => (
            <Grid key={name} size={6}>
              <TextField
                id={id}
                label={t(label)}
                type="number"
                {...FILTER_FIELD}
                {...field(name)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: 0, inputMode: 'numeric' },
                }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <TextField
              id="tutor-sort"
              label={t('tutors.sort.label')}
              {...FILTER_FIELD}
              {...NATIVE_SELECT}
              {...field('sort')}
            >
              {TUTOR_SORTS.map((key) => (
                // Newest is the list's order when none is asked for.
                <option key={key} value={key === 'newest' ? '' : key}>
                  {t(SORT_LABELS[key])}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Checkbox
                  name="verified"
                  value="true"
                  defaultChecked={params.get('verified') === 'true'}
                  icon={<TickIcons />}
                  checkedIcon={<TickIcons />}
                  sx={TICK_BY_STATE}
                />
              }
              label={t('tutors.verifiedOnly')}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={clear}>{t('tutors.filters.clear')}</Button>
          <Button type="submit" variant="contained">
            {t('tutors.filters.apply')}
          </Button>
        </Stack>
      </Box>
    </Sheet>
  );
}

/**
 * The Hire Tutors subject tabs, a one-line search and the Filters button (with how many are
 * active) that opens the other filters and the sort; every filter lives in the URL. The tabs are
 * links and the Filters button opens a native popover, so both answer a tap before the app runs.
 */
export default function TutorFilters({ params, query, onChange: update }: TutorFiltersProps) {
  const t = useT();
  const term = useTerm();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  // Keep the box in step when the URL's search changes (back/forward, shared link), but not when
  // a tab, a filter or the page changes, so a half-typed search survives.
  const urlQ = params.get('q') ?? '';
  useEffect(() => setQ(urlQ), [urlQ]);
  const active = activeFilterCount(params);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q });
  };

  const tabIndex = query.subject ? TEACHING_SUBJECTS.indexOf(query.subject) + 1 : 0;
  // The tab followed in place shows selected at once; the list follows once the page has
  // rendered the new URL (the router renders it as a transition, which a phone takes a while on).
  const [followed, setFollowed] = useState<number | null>(null);
  useEffect(() => setFollowed(null), [tabIndex]);
  const follow = (index: number) => (event: MouseEvent) => {
    // Only a plain click is followed in place (a modified one opens elsewhere).
    if (
      event.button === 0 &&
      !event.metaKey &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.shiftKey
    ) {
      setFollowed(index);
    }
  };

  return (
    <>
      <Tabs
        value={followed ?? tabIndex}
        variant="scrollable"
        // Always there (disabled at either end), not added once the browser has measured the
        // strip: the page comes rendered by the API, and tabs moving aside as the app starts
        // would make an early tap land on the neighbouring subject.
        scrollButtons
        allowScrollButtonsMobile
        aria-label={t('tutors.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {[undefined, ...TEACHING_SUBJECTS].map((subject, i) => (
          // A link to the list of its subject: followed by the browser before the app runs (the
          // API renders the list it asks for), in place once it runs.
          <Tab
            key={subject ?? ''}
            component={RouterLink}
            to={{ search: searchOf(changedParams(params, { subject })) }}
            label={subject ? term.subject(subject) : t('tutors.tabs.all')}
            id={`subject-tab-${i}`}
            aria-controls="tutor-results"
            aria-current={i === tabIndex ? 'page' : undefined}
            onClick={follow(i)}
          />
        ))}
      </Tabs>

      <Box
        component="form"
        role="search"
        aria-label={t('tutors.search.label')}
        onSubmit={onSearch}
        sx={{ mb: 2 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* The page comes rendered by the API: the search waits for the app. */}
            <FieldsetWhenHydrated>
              <TextField
                id="tutor-q"
                label={t('tutors.search.q')}
                type="search"
                fullWidth
                size="small"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                slotProps={{
                  // A long label stops short of the search button rather than running under it.
                  inputLabel: { sx: { maxWidth: 'calc(100% - 64px)' } },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton type="submit" edge="end" aria-label={t('tutors.search.submit')}>
                          <SearchIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </FieldsetWhenHydrated>
          </Box>
          <Button
            variant={active > 0 ? 'contained' : 'outlined'}
            startIcon={<TuneIcon aria-hidden />}
            popoverTarget={FILTERS_SHEET_ID}
            aria-haspopup="dialog"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('tutors.filters.open', { count: active })}
          </Button>
        </Stack>
      </Box>
      <FiltersSheet
        params={params}
        subject={query.subject}
        q={q}
        onApply={(draft) => update({ ...draft, q })}
      />
    </>
  );
}
