import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Rating,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  LIMITS,
  MESSAGES,
  PROFILE_MESSAGES,
  REVIEW_FORM_MESSAGES,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { translateMessage, useT } from '../../../i18n';
import { applyFieldErrors, errorMessage, httpStatus } from '../../../lib/apiError';
import { maxLength, notBlank } from '../../../lib/form';
import { withContactRule } from '../../../lib/contactRule';
import { toast } from '../../../lib/toast';
import { useAddTutorReviewMutation } from '../../../store/endpoints/profilesApi';
import { partyName } from '../labels';

interface RateValues {
  rating: number | null;
  message: string;
}

/** 'Rate this tutor': 1–5 stars and a message; the tutor's rating changes at once. */
export default function RateTutorDialog({
  tutor,
  onClose,
}: {
  tutor: { _id: string; name: string | null } | null;
  onClose: (rated: boolean) => void;
}) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const starsId = useId();
  const form = useForm<RateValues>({
    defaultValues: { rating: null, message: '' },
    mode: 'onChange',
  });
  const [addReview, { isLoading }] = useAddTutorReviewMutation();
  const ratingError = form.formState.errors.rating?.message;

  const close = (rated: boolean) => {
    form.reset();
    onClose(rated);
  };
  const onSubmit = form.handleSubmit(async ({ rating, message }) => {
    if (!tutor) {
      return;
    }
    try {
      await addReview({
        tutorId: tutor._id,
        body: { rating: Number(rating), message: message.trim() },
      }).unwrap();
      toast.success(translateMessage(PROFILE_MESSAGES.ratingPosted));
      close(true);
    } catch (err) {
      if (applyFieldErrors(err, form.setError, ['rating', 'message'])) {
        return;
      }
      toast.error(errorMessage(err, MESSAGES.reviewFailed));
      if (httpStatus(err) === 409) {
        close(true); // rated before: the button goes away
      }
    }
  });

  return (
    <Dialog
      open={Boolean(tutor)}
      onClose={() => close(false)}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('hires.action.rateTutor')}>
        <DialogTitle id={titleId}>
          {t('hires.rate.title', { name: partyName(tutor, t) })}
        </DialogTitle>
        <DialogContent>
          <Typography id={starsId} component="p" sx={{ mb: 0.5 }}>
            {t('hires.rate.rating')}
          </Typography>
          <Controller
            name="rating"
            control={form.control}
            rules={{ required: RULE_MESSAGES.rating }}
            render={({ field }) => (
              <Box role="radiogroup" aria-labelledby={starsId}>
                <Rating
                  name="tutor-rating"
                  value={field.value}
                  max={LIMITS.ratingMax}
                  onChange={(_e, value) => field.onChange(value)}
                  getLabelText={(value) => t('reviews.rating.stars', { value })}
                  size="large"
                />
              </Box>
            )}
          />
          {ratingError && <FormHelperText error>{translateMessage(ratingError)}</FormHelperText>}
          <FormTextField
            id="rate-message"
            label={t('hires.rate.review')}
            name="message"
            register={form.register}
            errors={form.formState.errors}
            rules={withContactRule({
              validate: notBlank(REVIEW_FORM_MESSAGES.message),
              maxLength: maxLength(LIMITS.reviewMessageMax),
            })}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => close(false)}>{t('hires.dialog.cancel')}</Button>
          <SubmitButton busy={isLoading} busyLabel={t('hires.dialog.sending')} size="medium">
            {t('hires.rate.send')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
