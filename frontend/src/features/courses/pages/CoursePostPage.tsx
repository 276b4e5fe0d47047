import { Alert, Box, Grid, Link, Paper, Typography } from '@mui/material';
import { COURSE_FORM_MESSAGES as M, LIMITS, MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import FormImageField from '../../../components/form/FormImageField';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { translateMessage, useT } from '../../../i18n';
import {
  PHONE_INPUT,
  WHOLE_NUMBER_INPUT,
  emailRules,
  maxLength,
  notBlank,
  phoneRules,
  wholeNumberRules,
} from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePostWithImage } from '../../../lib/usePostWithImage';
import { usePostCourseMutation } from '../../../store/endpoints/coursesApi';

interface CourseValues {
  courseName: string;
  image: FileList | null;
  duration: string;
  amount: string;
  prerequisites: string;
  targetAudience: string;
  email: string;
  number: string;
  description: string;
}

const EMPTY: CourseValues = {
  courseName: '',
  image: null,
  duration: '',
  amount: '',
  prerequisites: '',
  targetAudience: '',
  email: '',
  number: '',
  description: '',
};

type TextName = Exclude<keyof CourseValues, 'image'>;
const TEXT_FIELDS: readonly TextName[] = [
  'courseName',
  'duration',
  'amount',
  'prerequisites',
  'targetAudience',
  'email',
  'number',
  'description',
];

const HALF = { xs: 12, md: 6 };

export default function CoursePostPage() {
  const t = useT();
  useDocumentTitle(t('courses.post.title'));
  const [postCourse] = usePostCourseMutation();
  const [posted, setPosted] = useState(false);
  const form = useForm<CourseValues>({ defaultValues: EMPTY });
  const { onSubmit, progress, busy } = usePostWithImage(form, {
    imageMessage: M.image,
    textFields: TEXT_FIELDS,
    successMessage: translateMessage(MESSAGES.coursePosted),
    failMessage: translateMessage(MESSAGES.actionFailed),
    send: (values, image) =>
      postCourse({
        courseName: values.courseName.trim(),
        image,
        email: values.email.trim(),
        number: values.number.trim(),
        description: values.description.trim(),
        duration: values.duration.trim(),
        amount: Number(values.amount),
        prerequisites: values.prerequisites.trim(),
        targetAudience: values.targetAudience.trim(),
      }).unwrap(),
    onPosted: (insertedId) => setPosted(insertedId !== null),
  });

  const text = (name: TextName) => ({
    id: `course-${name}`,
    name,
    register: form.register,
    errors: form.formState.errors,
    fullWidth: true,
  });

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('courses.post.title')}
      </Typography>
      {posted && (
        <Alert severity="info" sx={{ mb: 3 }} onClose={() => setPosted(false)}>
          {translateMessage(MESSAGES.coursePending)}{' '}
          <Link component={RouterLink} to="/course">
            {t('courses.post.backToCourses')}
          </Link>
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('courses.post.formLabel')}
      >
        <Grid container spacing={2}>
          <Grid size={HALF}>
            <FormTextField
              {...text('courseName')}
              label={t('courses.post.courseName')}
              rules={{ validate: notBlank(M.courseName), maxLength: maxLength(LIMITS.nameMax) }}
            />
          </Grid>
          <Grid size={HALF}>
            <FormImageField
              id="course-image"
              label={t('courses.post.banner')}
              name="image"
              register={form.register}
              errors={form.formState.errors}
              requiredMessage={M.image}
              progress={progress}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              {...text('duration')}
              label={t('courses.post.duration')}
              rules={{ validate: notBlank(M.duration) }}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              {...text('amount')}
              label={t('courses.post.amount')}
              rules={wholeNumberRules(M.amount)}
              {...WHOLE_NUMBER_INPUT}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              {...text('prerequisites')}
              label={t('courses.post.prerequisites')}
              rules={{ validate: notBlank(M.prerequisites) }}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              {...text('targetAudience')}
              label={t('courses.field.targetAudience')}
              rules={{ validate: notBlank(M.targetAudience) }}
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              {...text('email')}
              label={t('courses.post.email')}
              rules={emailRules(M.email)}
              type="email"
              autoComplete="email"
            />
          </Grid>
          <Grid size={HALF}>
            <FormTextField
              {...text('number')}
              label={t('courses.field.number')}
              rules={phoneRules(M.number)}
              {...PHONE_INPUT}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              {...text('description')}
              label={t('courses.post.description')}
              rules={{
                validate: notBlank(M.description),
                maxLength: maxLength(LIMITS.descriptionMax),
              }}
              multiline
              minRows={4}
            />
          </Grid>
          <Grid size={12}>
            <SubmitButton busy={busy} busyLabel={t('courses.post.posting')}>
              {t('courses.post.submit')}
            </SubmitButton>
          </Grid>
        </Grid>
      </Box>
    </Paper>
  );
}
