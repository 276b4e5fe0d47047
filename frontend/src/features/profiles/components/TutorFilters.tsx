import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControlLabel,
  Grid,
  IconButton,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_SORTS,
  type TutorSort,
} from '@tutorhub/contracts';
import type { TutorQuery } from '../../../store/apiTypes';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT, useTerm, type MessageKey } from '../../../i18n';
import FieldsetWhenHydrated from '../../../components/form/FieldsetWhenHydrated';

/** The filters behind the Filters button: everything but the subject tabs and the search box. */
const DRAWER_FILTERS = ['location', 'mode', 'minSalary', 'maxSalary', 'sort', 'verified'] as const;
type DrawerFilter = (typeof DRAWER_FILTERS)[number];
type FilterDraft = Record<DrawerFilter, string>;

/** How many of the drawer's filters the URL sets (the search box shows its own). */
export function activeFilterCount(params: URLSearchParams): number {
  return DRAWER_FILTERS.filter((key) => (params.get(key) ?? '') !== '').length;
}

const draftFrom = (params: URLSearchParams): FilterDraft =>
  Object.fromEntries(DRAWER_FILTERS.map((key) => [key, params.get(key) ?? ''])) as FilterDraft;

/** The filter boxes and selects: small, full width. */
const FILTER_FIELD = { fullWidth: true, size: 'small' } as const;
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

interface TutorFiltersProps {
  /** The URL's search params, which the search box and the drawer start from. */
  params: URLSearchParams;
  /** The query they describe, which the tabs show. */
  query: TutorQuery;
  /** Sets (or, when empty, removes) URL search params; the list returns to its first page. */
  onChange: (changes: Record<string, string | undefined>) => void;
}

/**
 * The sheet of filters: location, mode, salary, sort and verified only, applied together. It
 * rises from the bottom, where a phone's thumb is, on every screen.
 */
function FiltersDrawer({
  open,
  params,
  onClose,
  onApply,
}: {
  open: boolean;
  params: URLSearchParams;
  onClose: () => void;
  onApply: (draft: FilterDraft) => void;
}) {
  const t = useT();
  const term = useTerm();
  const [draft, setDraft] = useState<FilterDraft>(() => draftFrom(params));
  const paramsKey = params.toString();
  // Opened afresh, the sheet shows what the URL applies, not an abandoned draft.
  useEffect(() => {
    if (open) {
      setDraft(draftFrom(new URLSearchParams(paramsKey)));
    }
  }, [open, paramsKey]);
  const field = (name: DrawerFilter) => ({
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': 'tutor-filters-title',
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxWidth: 600, mx: 'auto' },
        },
      }}
    >
      <Box
        component="form"
        aria-labelledby="tutor-filters-title"
        onSubmit={submit}
        sx={{ p: 2, pb: 3 }}
      >
        <Typography id="tutor-filters-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('tutors.filters.title')}
        </Typography>
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
                slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <TextField
              id="tutor-sort"
              label={t('tutors.sort.label')}
              {...FILTER_FIELD}
              {...NATIVE_SELECT}
              value={draft.sort || 'newest'}
              onChange={(e) =>
                setDraft((d) => ({ ...d, sort: e.target.value === 'newest' ? '' : e.target.value }))
              }
            >
              {TUTOR_SORTS.map((key) => (
                <option key={key} value={key}>
                  {t(SORT_LABELS[key])}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.verified === 'true'}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, verified: e.target.checked ? 'true' : '' }))
                  }
                />
              }
              label={t('tutors.verifiedOnly')}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button
            onClick={() =>
              setDraft(Object.fromEntries(DRAWER_FILTERS.map((key) => [key, ''])) as FilterDraft)
            }
          >
            {t('tutors.filters.clear')}
          </Button>
          <Button type="submit" variant="contained">
            {t('tutors.filters.apply')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}

/**
 * The Hire Tutors subject tabs, a one-line search and the Filters button (with how many are
 * active) that opens the other filters and the sort; every filter lives in the URL.
 */
export default function TutorFilters({ params, query, onChange: update }: TutorFiltersProps) {
  const t = useT();
  const term = useTerm();
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Keep the box in step when the URL's search changes (back/forward, shared link), but not when
  // a tab, a filter or the page changes, so a half-typed search survives.
  const urlQ = params.get('q') ?? '';
  useEffect(() => setQ(urlQ), [urlQ]);
  const active = activeFilterCount(params);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q });
  };

  const tabIndex = query.subject ? TEACHING_SUBJECTS.indexOf(query.subject as never) + 1 : 0;

  return (
    <>
      <Tabs
        value={tabIndex}
        onChange={(_e, index: number) =>
          update({ subject: index === 0 ? undefined : TEACHING_SUBJECTS[index - 1] })
        }
        variant="scrollable"
        // Always there (disabled at either end), not added once the browser has measured the
        // strip: the page comes rendered by the API, and tabs moving aside as the app starts
        // would make an early tap land on the neighbouring subject.
        scrollButtons
        allowScrollButtonsMobile
        aria-label={t('tutors.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab label={t('tutors.tabs.all')} id="subject-tab-0" aria-controls="tutor-results" />
        {TEACHING_SUBJECTS.map((subject, i) => (
          <Tab
            key={subject}
            label={term.subject(subject)}
            id={`subject-tab-${i + 1}`}
            aria-controls="tutor-results"
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
        {/* The page comes rendered by the API: the search and the filters wait for the app. */}
        <FieldsetWhenHydrated>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              id="tutor-q"
              label={t('tutors.search.q')}
              type="search"
              {...FILTER_FIELD}
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
            <Button
              variant={active > 0 ? 'contained' : 'outlined'}
              startIcon={<TuneIcon aria-hidden />}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              {t('tutors.filters.open', { count: active })}
            </Button>
          </Stack>
        </FieldsetWhenHydrated>
      </Box>
      <FiltersDrawer
        open={drawerOpen}
        params={params}
        onClose={() => setDrawerOpen(false)}
        onApply={(draft) => {
          setDrawerOpen(false);
          update({ ...draft, q });
        }}
      />
    </>
  );
}
