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
import { HIRE_MODES, LIMITS, MESSAGES, SITE, TEACHING_SUBJECTS } from '@tutorhub/contracts';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import FormSelectField from '../../../components/form/FormSelectField';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { WHOLE_NUMBER_INPUT } from '../../../lib/form';
import { useRequestHireMutation } from '../hiresApi';
import {
  HIRE_FIELDS,
  HIRE_FORM_MESSAGES,
  hireDefaults,
  hireRules,
  siteToday,
  toHireRequest,
  type HireFormValues,
} from '../hireForm';
import type { TutorProfile } from '../types';

export const HIRE_REQUESTED = 'Your request was sent. Follow it in My tuitions.';

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const today = siteToday();
  const rules = useMemo(() => hireRules(today), [today]);
  const form = useForm<HireFormValues>({ defaultValues: hireDefaults(tutor, today) });
  const [requestHire, { isLoading }] = useRequestHireMutation();
  const field = { register: form.register, errors: form.formState.errors, fullWidth: true };
  const offline = form.watch('mode') === 'offline';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestHire(toHireRequest(tutor._id, values)).unwrap();
      toast.success(HIRE_REQUESTED);
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
        aria-label={`Request to hire ${tutor.name}`}
      >
        <DialogTitle id={titleId}>Request to hire {tutor.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The tutor sees your terms and accepts or declines. Phone numbers and emails are shared
            once the tutor accepts.
          </DialogContentText>
          <Grid container spacing={2}>
            <Grid size={HALF}>
              <FormSelectField
                {...field}
                id="hire-subject"
                label="Subject"
                name="subject"
                rules={rules.subject}
                placeholder="Select a subject"
                options={TEACHING_SUBJECTS}
              />
            </Grid>
            <Grid size={HALF}>
              <FormTextField
                {...field}
                id="hire-class"
                label="Class"
                name="classLevel"
                placeholder="e.g. Class 9"
                rules={rules.classLevel}
              />
            </Grid>
            <Grid size={HALF}>
              <FormSelectField
                {...field}
                id="hire-days"
                label="Days per week"
                name="daysPerWeek"
                rules={rules.daysPerWeek}
                options={DAYS}
              />
            </Grid>
            <Grid size={HALF}>
              <FormTextField
                {...field}
                id="hire-salary"
                label={`Monthly salary (${SITE.currency})`}
                name="salary"
                rules={rules.salary}
                {...WHOLE_NUMBER_INPUT}
              />
            </Grid>
            <Grid size={HALF}>
              <FormTextField
                {...field}
                id="hire-start"
                label="Start date"
                name="startDate"
                type="date"
                rules={rules.startDate}
                slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={HALF}>
              <FormSelectField
                {...field}
                id="hire-mode"
                label="Online or offline"
                name="mode"
                rules={rules.mode}
                placeholder="Online or offline"
                options={HIRE_MODES}
              />
            </Grid>
            {offline && (
              <Grid size={12}>
                <FormTextField
                  {...field}
                  id="hire-area"
                  label="Area"
                  name="area"
                  rules={{
                    ...rules.area,
                    validate: (v: string) => v.trim().length > 0 || HIRE_FORM_MESSAGES.area,
                  }}
                />
              </Grid>
            )}
            <Grid size={12}>
              <FormTextField
                {...field}
                id="hire-message"
                label="Message to the tutor (optional)"
                name="message"
                multiline
                minRows={3}
                rules={rules.message}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton busy={isLoading} busyLabel="Sending…" size="medium">
            Send request
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
