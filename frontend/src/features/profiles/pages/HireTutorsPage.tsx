import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  InputAdornment,
  Paper,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  TUTOR_SORTS,
  type TeachingMode,
  type TeachingSubject,
  type TutorSort,
} from '@tutorhub/contracts';
import type { TutorQuery } from '../../../app/apiTypes';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import CardList from '../../../components/CardList';
import { useT, useTerm, type MessageKey } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import TutorCard from '../components/TutorCard';
import { useGetTutorsQuery } from '../tutorsApi';

export const TUTORS_PAGE_SIZE = 12;

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

function toInt(value: string | null): number | undefined {
  if (value === null || value.trim() === '') {
    return undefined;
  }
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** The server query described by the URL's search params. */
export function tutorQueryFromParams(params: URLSearchParams): TutorQuery {
  const subject = params.get('subject') ?? '';
  const mode = params.get('mode') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    subject: (TEACHING_SUBJECTS as readonly string[]).includes(subject)
      ? (subject as TeachingSubject)
      : undefined,
    q: params.get('q')?.trim() || undefined,
    location: params.get('location')?.trim() || undefined,
    mode: (TEACHING_MODES as readonly string[]).includes(mode) ? (mode as TeachingMode) : undefined,
    minSalary: toInt(params.get('minSalary')),
    maxSalary: toInt(params.get('maxSalary')),
    verified: params.get('verified') === 'true' ? true : undefined,
    sort: (TUTOR_SORTS as readonly string[]).includes(sort) ? (sort as TutorSort) : undefined,
    page: toInt(params.get('page')) || 1,
    limit: TUTORS_PAGE_SIZE,
  };
}

export default function HireTutorsPage() {
  const t = useT();
  const term = useTerm();
  useDocumentTitle(t('tutors.title'));
  const [params, setParams] = useSearchParams();
  const query = tutorQueryFromParams(params);
  const { data, isFetching, isLoading, isError, refetch } = useGetTutorsQuery(query);

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

  const update = (changes: Record<string, string | undefined>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') {
        next.delete(key);
      } else {
        next.set(key, value);
      }
    }
    if (resetPage) {
      next.delete('page');
    }
    setParams(next);
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ ...draft });
  };

  const tabIndex = query.subject ? TEACHING_SUBJECTS.indexOf(query.subject as never) + 1 : 0;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / TUTORS_PAGE_SIZE));
  const tutors = data?.items ?? [];

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('tutors.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('tutors.subtitle')}
      </Typography>

      <Tabs
        value={tabIndex}
        onChange={(_e, index: number) =>
          update({ subject: index === 0 ? undefined : TEACHING_SUBJECTS[index - 1] })
        }
        variant="scrollable"
        scrollButtons="auto"
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
      </Paper>

      <Box id="tutor-results" role="region" aria-label={t('tutors.results')} aria-busy={isFetching}>
        <CardList
          items={tutors}
          isLoading={isLoading}
          isError={isError}
          isFetching={isFetching}
          onRetry={() => void refetch()}
          emptyTitle={t('tutors.empty')}
          emptyContent={
            <Button onClick={() => setParams(new URLSearchParams())}>
              {t('tutors.clearFilters')}
            </Button>
          }
          header={
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
              {t('tutors.found', { count: total })}
            </Typography>
          }
          renderCard={(tutor) => <TutorCard tutor={tutor} />}
          pageCount={pageCount}
          page={Math.min(query.page ?? 1, pageCount)}
          onPageChange={(page) => {
            update({ page: page === 1 ? undefined : String(page) }, false);
            window.scrollTo({ top: 0 });
          }}
        />
      </Box>
    </Box>
  );
}
