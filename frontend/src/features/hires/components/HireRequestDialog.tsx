import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { HIRE_MODES, LIMITS, MESSAGES, TEACHING_SUBJECTS } from '@tutorhub/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import FormFieldGrid from '../../../components/form/FormFieldGrid';
import SubmitButton from '../../../components/form/SubmitButton';
import { translate, useFormat, useT, useTerm } from '../../../i18n';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { WHOLE_NUMBER_INPUT } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useRequestHireMutation } from '../hiresApi';
import {
  HIRE_FIELDS,
  hireDefaults,
  hireRules,
  siteToday,
  toHireRequest,
  type HireFormValues,
} from '../hireForm';
import type { TutorProfile } from '../../../store/hireTypes';

const HALF = { xs: 12, sm: 6 };
const DAYS = Array.from({ length: LIMITS.daysPerWeekMax - LIMITS.daysPerWeekMin + 1 }, (_, i) =>
  String(i + LIMITS.daysPerWeekMin),
);

/**
 * The terms of a request to hire `tutor`: a dialog on wide screens, full screen on a phone.
 * The API's field errors land on their fields; `onRequested` runs once the request is in.
 */
export default function HireRequestDialog({
  tutor,
  open,
  onClose,
  onRequested,
}: {
  tutor: TutorProfile;
  open: boolean;
  onClose: () => void;
  onRequested: () => void;
}) {
  const t = useT();
  const term = useTerm();
  const format = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const subjects = TEACHING_SUBJECTS.map((s) => ({ value: s, label: term.subject(s) }));
  const modes = HIRE_MODES.map((m) => ({ value: m, label: term.mode(m) }));
  const days = DAYS.map((d) => ({ value: d, label: format.number(Number(d)) }));
  const today = siteToday();
  const rules = useMemo(() => hireRules(today), [today]);
  const form = useForm<HireFormValues>({
    defaultValues: hireDefaults(tutor, today),
    mode: 'onChange',
  });
  const [requestHire, { isLoading }] = useRequestHireMutation();
  const offline = form.watch('mode') === 'offline';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestHire(toHireRequest(tutor._id, values)).unwrap();
      toast.success(translate('hires.request.sent'));
      form.reset(hireDefaults(tutor, today));
      onRequested();
    } catch (err) {
      if (!applyFieldErrors(err, form.setError, HIRE_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('hires.request.title', { name: tutor.name })}
      >
        <DialogTitle id={titleId}>{t('hires.request.title', { name: tutor.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('hires.request.intro')}</DialogContentText>
          <Grid container spacing={2}>
            <FormFieldGrid
              register={form.register}
              errors={form.formState.errors}
              span={HALF}
              cells={[
                {
                  id: 'hire-subject',
                  label: t('hires.field.subject'),
                  name: 'subject',
                  rules: rules.subject,
                  placeholder: t('hires.request.subjectPlaceholder'),
                  options: subjects,
                },
                {
                  id: 'hire-class',
                  label: t('hires.field.class'),
                  name: 'classLevel',
                  placeholder: t('hires.request.classPlaceholder'),
                  rules: rules.classLevel,
                },
                {
                  id: 'hire-days',
                  label: t('hires.field.daysPerWeek'),
                  name: 'daysPerWeek',
                  rules: rules.daysPerWeek,
                  options: days,
                },
                {
                  id: 'hire-salary',
                  label: t('hires.request.salaryLabel'),
                  name: 'salary',
                  rules: rules.salary,
                  ...WHOLE_NUMBER_INPUT,
                },
                {
                  id: 'hire-start',
                  label: t('hires.request.startDate'),
                  name: 'startDate',
                  type: 'date',
                  rules: rules.startDate,
                  slotProps: { htmlInput: { min: today }, inputLabel: { shrink: true } },
                },
                {
                  id: 'hire-mode',
                  label: t('hires.request.mode'),
                  name: 'mode',
                  rules: rules.mode,
                  placeholder: t('hires.request.mode'),
                  options: modes,
                },
                offline && {
                  id: 'hire-area',
                  label: t('hires.request.area'),
                  name: 'area',
                  span: 12,
                  rules: rules.area,
                },
                {
                  id: 'hire-message',
                  label: t('hires.request.message'),
                  name: 'message',
                  span: 12,
                  multiline: true,
                  minRows: 3,
                  rules: rules.message,
                },
              ]}
            />
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('hires.dialog.cancel')}</Button>
          <SubmitButton busy={isLoading} busyLabel={t('hires.dialog.sending')} size="medium">
            {t('hires.request.send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
