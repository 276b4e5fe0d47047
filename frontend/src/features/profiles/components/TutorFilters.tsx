import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  InputAdornment,
  Paper,
  Tab,
  Tabs,
  TextField,
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

const TEXT_FILTERS = ['q', 'location', 'minSalary', 'maxSalary'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];

/** The filter boxes and selects: small, full width of their cell. */
const FILTER_FIELD = { fullWidth: true, size: 'small' } as const;
const NATIVE_SELECT = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
} as const;

const SALARY_FILTERS = [
  { name: 'minSalary', id: 'tutor-min-salary', label: 'tutors.search.minSalary' },
  { name: 'maxSalary', id: 'tutor-max-salary', label: 'tutors.search.maxSalary' },
] as const satisfies readonly { name: TextFilter; id: string; label: MessageKey }[];

const SORT_LABELS: Record<TutorSort, MessageKey> = {
  newest: 'tutors.sort.newest',
  rating: 'tutors.sort.rating',
  salary: 'tutors.sort.salaryAsc',
  '-salary': 'tutors.sort.salaryDesc',
};

interface TutorFiltersProps {
  /** The URL's search params, whose text filters the boxes start from. */
  params: URLSearchParams;
  /** The query they describe, which the tabs, selects and checkbox show. */
  query: TutorQuery;
  /** Sets (or, when empty, removes) URL search params; the list returns to its first page. */
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** The Hire Tutors subject tabs and search form; every filter lives in the URL. */
export default function TutorFilters({ params, query, onChange: update }: TutorFiltersProps) {
  const t = useT();
  const term = useTerm();
  const [draft, setDraft] = useState<Record<TextFilter, string>>(() => ({
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    minSalary: params.get('minSalary') ?? '',
    maxSalary: params.get('maxSalary') ?? '',
  }));
  // Keep the inputs in step when the URL's text filters change (back/forward, shared link),
  // but not when a tab, the mode or the page changes, so half-typed filters survive.
  const textKey = TEXT_FILTERS.map((key) => params.get(key) ?? '').join('\u0000');
  useEffect(() => {
    const [q, location, minSalary, maxSalary] = textKey.split('\u0000');
    setDraft({ q, location, minSalary, maxSalary });
  }, [textKey]);

  /** A search box's value and edits: kept as a draft until the search is sent. */
  const draftInput = (name: TextFilter) => ({
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
  });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ ...draft });
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

      <Paper
        component="form"
        role="search"
        aria-label={t('tutors.search.label')}
        onSubmit={onSearch}
        variant="outlined"
        sx={{ p: 2, mb: 3 }}
      >
        {/* The page comes rendered by the API: the filters wait for the app. */}
        <FieldsetWhenHydrated>
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                id="tutor-q"
                label={t('tutors.search.q')}
                type="search"
                {...FILTER_FIELD}
                {...draftInput('q')}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon aria-hidden />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 2 }}>
              <TextField
                id="tutor-location"
                label={t('tutors.search.location')}
                {...FILTER_FIELD}
                {...draftInput('location')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 2 }}>
              <TextField
                id="tutor-mode"
                label={t('tutors.search.mode')}
                {...FILTER_FIELD}
                {...NATIVE_SELECT}
                value={query.mode ?? ''}
                onChange={(e) => update({ mode: e.target.value })}
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
              <Grid key={name} size={{ xs: 6, md: 1.5 }}>
                <TextField
                  id={id}
                  label={t(label)}
                  type="number"
                  {...FILTER_FIELD}
                  {...draftInput(name)}
                  slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 1 }}>
              <Button type="submit" variant="contained" fullWidth>
                {t('tutors.search.submit')}
              </Button>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                id="tutor-sort"
                label={t('tutors.sort.label')}
                {...FILTER_FIELD}
                {...NATIVE_SELECT}
                value={query.sort ?? 'newest'}
                onChange={(e) =>
                  update({ sort: e.target.value === 'newest' ? undefined : e.target.value })
                }
              >
                {TUTOR_SORTS.map((key) => (
                  <option key={key} value={key}>
                    {t(SORT_LABELS[key])}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={query.verified === true}
                    onChange={(e) => update({ verified: e.target.checked ? 'true' : undefined })}
                  />
                }
                label={t('tutors.verifiedOnly')}
              />
            </Grid>
          </Grid>
        </FieldsetWhenHydrated>
      </Paper>
    </>
  );
}
