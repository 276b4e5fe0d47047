import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  LIMITS,
  MESSAGES,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@tutorhub/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import FormTextField from '../form/FormTextField';
import SubmitButton from '../form/SubmitButton';
import { translateMessage, useT } from '../../i18n';
import { applyFieldErrors, errorMessage } from '../../lib/apiError';
import { maxLength } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useReportItemMutation } from '../../store/endpoints/reportsApi';
import { REASON_LABELS } from './labels';

interface ReportValues {
  reason: ReportReason | '';
  note: string;
}

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/** 'Report': a reason from the list and an optional note for the admins; a toast thanks. */
export default function ReportDialog({
  target,
  open,
  onClose,
}: {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const reasonsId = useId();
  const form = useForm<ReportValues>({ defaultValues: { reason: '', note: '' } });
  const [report, { isLoading }] = useReportItemMutation();
  const reasonError = form.formState.errors.reason?.message;

  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ reason, note }) => {
    try {
      await report({
        ...target,
        reason: reason as ReportReason,
        ...(note.trim() ? { note: note.trim() } : {}),
      }).unwrap();
      toast.success(translateMessage(REPORT_MESSAGES.reported));
      close();
    } catch (err) {
      if (applyFieldErrors(err, form.setError, ['reason', 'note'])) {
        return;
      }
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId}>{t('reports.dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography id={reasonsId} component="p" sx={{ mb: 0.5 }}>
            {t('reports.dialog.reason')}
          </Typography>
          <Controller
            name="reason"
            control={form.control}
            rules={{ required: REPORT_MESSAGES.reason }}
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={reasonsId}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {REPORT_REASONS.map((reason) => (
                  <FormControlLabel
                    key={reason}
                    value={reason}
                    control={<Radio />}
                    label={t(REASON_LABELS[reason])}
                  />
                ))}
              </RadioGroup>
            )}
          />
          {reasonError && (
            <Typography role="alert" color="error" variant="caption">
              {translateMessage(reasonError)}
            </Typography>
          )}
          <FormTextField
            id="report-note"
            label={t('reports.dialog.note')}
            name="note"
            register={form.register}
            errors={form.formState.errors}
            rules={{ maxLength: maxLength(LIMITS.reportNoteMax) }}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('reports.dialog.cancel')}</Button>
          <SubmitButton busy={isLoading} busyLabel={t('reports.dialog.sending')} size="medium">
            {t('reports.dialog.send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
