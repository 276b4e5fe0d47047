import { Box, Paper, Rating, Typography } from '@mui/material';
import { LIMITS, MESSAGES, REVIEW_FORM_MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import FormStack from '../form/FormStack';
import FormTextField from '../form/FormTextField';
import SubmitButton from '../form/SubmitButton';
import { translateMessage, useFormat, useT } from '../../i18n';
import { applyFieldErrors, unavailableMessage } from '../../lib/apiError';
import { maxLength, notBlank } from '../../lib/form';
import { withContactRule } from '../../lib/contactRule';
import { toast } from '../../lib/toast';
import { usePostReviewMutation } from '../../store/endpoints/reviewsApi';

interface ReviewValues {
  message: string;
  rating: number | null;
}

/** The review form itself, for a signed-in user. */
export default function WriteReviewForm() {
  const t = useT();
  const format = useFormat();
  const [postReview, { isLoading }] = usePostReviewMutation();
  const [hover, setHover] = useState(-1);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReviewValues>({
    defaultValues: { message: '', rating: null },
    mode: 'onChange',
  });

  const onSubmit = handleSubmit(async ({ message, rating }) => {
    try {
      const result = await postReview({
        message: message.trim(),
        ...(rating ? { rating } : {}),
      }).unwrap();
      if (!result.insertedId) {
        throw new Error('No insertedId');
      }
      toast.success(translateMessage(MESSAGES.reviewSubmitted));
      reset();
    } catch (err) {
      applyFieldErrors(err, setError, ['message', 'rating']);
      toast.error(unavailableMessage(err) ?? translateMessage(MESSAGES.reviewFailed));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormStack label={t('reviews.form.title')} onSubmit={onSubmit}>
        <Typography variant="h6" component="h3">
          {t('reviews.form.title')}
        </Typography>
        <Controller
          name="rating"
          control={control}
          render={({ field }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography component="legend" id="rating-label">
                {t('reviews.form.rating')}
              </Typography>
              <Rating
                name="rating"
                value={field.value}
                max={LIMITS.ratingMax}
                onChange={(_e, value) => field.onChange(value)}
                onChangeActive={(_e, value) => setHover(value)}
                getLabelText={(value) => t('reviews.rating.stars', { value })}
                aria-labelledby="rating-label"
              />
              {(hover !== -1 || field.value) && (
                <Typography variant="body2" color="text.secondary">
                  {t('reviews.form.ratingOf', {
                    value: format.number(hover !== -1 ? hover : (field.value ?? 0)),
                    max: format.number(LIMITS.ratingMax),
                  })}
                </Typography>
              )}
            </Box>
          )}
        />
        {errors.rating && (
          <Typography color="error" variant="body2">
            {errors.rating.message && translateMessage(errors.rating.message)}
          </Typography>
        )}
        <FormTextField
          id="review-message"
          label={t('reviews.form.review')}
          multiline
          minRows={3}
          fullWidth
          name="message"
          register={register}
          errors={errors}
          rules={withContactRule({
            validate: notBlank(REVIEW_FORM_MESSAGES.message),
            maxLength: maxLength(LIMITS.reviewMessageMax),
          })}
        />
        <Box>
          <SubmitButton busy={isLoading} size="medium">
            {t('reviews.form.submit')}
          </SubmitButton>
        </Box>
      </FormStack>
    </Paper>
  );
}
