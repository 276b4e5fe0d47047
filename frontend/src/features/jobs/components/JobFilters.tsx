import { Button, Grid, Stack, TextField } from '@mui/material';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT, useTerm } from '../../../i18n';
import { CURRICULA, TEACHING_MODES, TEACHING_SUBJECTS } from '@tutorhub/contracts';
import { CURRICULUM_LABEL } from '../labels';

/** The board's filters, in the URL under these names. */
export const JOB_FILTERS = ['subject', 'location', 'mode', 'curriculum', 'minSalary'] as const;
type Filter = (typeof JOB_FILTERS)[number];
type Draft = Record<Filter, string>;

const draftFrom = (params: URLSearchParams): Draft =>
  Object.fromEntries(JOB_FILTERS.map((key) => [key, params.get(key) ?? ''])) as Draft;

const NATIVE_SELECT = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
} as const;
const CELL = { xs: 12, sm: 6, md: 4, lg: 2 } as const;

/** The board's filters, applied together: a phone does not refetch on every keystroke. */
export default function JobFilters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (draft: Record<string, string | undefined>) => void;
}) {
  const t = useT();
  const term = useTerm();
  const paramsKey = params.toString();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(params));
  // Back and forward, or a link, change the URL: the boxes show what it applies.
  useEffect(() => setDraft(draftFrom(new URLSearchParams(paramsKey))), [paramsKey]);
  const field = (name: Filter) => ({
    id: `job-filter-${name}`,
    name,
    value: draft[name],
    fullWidth: true,
    size: 'small' as const,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = draftFrom(new URLSearchParams());
    setDraft(empty);
    onApply(empty);
  };
  return (
    <Grid
      container
      component="form"
      role="search"
      aria-label={t('jobs.filters.label')}
      onSubmit={submit}
      spacing={1.5}
      sx={{ mb: 3, alignItems: 'center' }}
    >
      <Grid size={CELL}>
        <TextField {...field('subject')} label={t('jobs.field.subject')} {...NATIVE_SELECT}>
          <option value="">{t('jobs.filters.anySubject')}</option>
          {TEACHING_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {term.subject(s)}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={CELL}>
        <TextField {...field('location')} label={t('jobs.filters.location')} />
      </Grid>
      <Grid size={CELL}>
        <TextField {...field('mode')} label={t('jobs.field.mode')} {...NATIVE_SELECT}>
          <option value="">{t('jobs.filters.anyMode')}</option>
          {TEACHING_MODES.map((m) => (
            <option key={m} value={m}>
              {term.mode(m)}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={CELL}>
        <TextField {...field('curriculum')} label={t('jobs.field.curriculum')} {...NATIVE_SELECT}>
          <option value="">{t('jobs.filters.anyCurriculum')}</option>
          {CURRICULA.map((c) => (
            <option key={c} value={c}>
              {t(CURRICULUM_LABEL[c])}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={CELL}>
        <TextField
          {...field('minSalary')}
          label={t('jobs.filters.minSalary')}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 500, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={CELL}>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" fullWidth>
            {t('jobs.filters.apply')}
          </Button>
          <Button onClick={clear} fullWidth>
            {t('jobs.filters.clear')}
          </Button>
        </Stack>
      </Grid>
    </Grid>
  );
}
