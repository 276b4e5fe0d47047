import {
  Alert,
  Box,
  Button,
  Grid,
  Link,
  Paper,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import {
  COURSE_FORM_MESSAGES as M,
  LIMITS,
  MESSAGES,
  RULE_MESSAGES,
  SITE,
  type CourseRequest,
} from '@tutorhub/contracts';
import { useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import ImageField from '../../../components/ImageField';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { EMAIL_PATTERN, PHONE_PATTERN, mui } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useImageUpload } from '../../../lib/useImageUpload';
import { usePostCourseMutation } from '../coursesApi';

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

const notBlank = (message: string) => (v: string) => v.trim().length > 0 || message;

export default function CoursePostPage() {
  useDocumentTitle('Post a course');
  const [postCourse] = usePostCourseMutation();
  const { upload, progress } = useImageUpload();
  const [busy, setBusy] = useState(false);
  const [posted, setPosted] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CourseValues>({ defaultValues: EMPTY });

  const text = (
    name: TextName,
    label: string,
    rules: RegisterOptions<CourseValues, TextName>,
    extra: TextFieldProps = {},
  ) => (
    <TextField
      id={`course-${name}`}
      label={label}
      fullWidth
      {...mui(register(name, rules))}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      {...extra}
    />
  );

  const onSubmit = handleSubmit(async (values) => {
    const file = values.image?.[0];
    if (!file) {
      setError('image', { message: M.image });
      return;
    }
    setBusy(true);
    setPosted(false);
    try {
      const image = await upload(file);
      const body: CourseRequest = {
        courseName: values.courseName.trim(),
        image,
        email: values.email.trim(),
        number: values.number.trim(),
        description: values.description.trim(),
        duration: values.duration.trim(),
        amount: Number(values.amount),
        prerequisites: values.prerequisites.trim(),
        targetAudience: values.targetAudience.trim(),
      };
      const result = await postCourse(body).unwrap();
      if (result.insertedId) {
        toast.success(MESSAGES.coursePosted);
        reset(EMPTY);
        setPosted(true);
      } else {
        toast.error(MESSAGES.actionFailed);
      }
    } catch (err) {
      if (!applyFieldErrors(err, setError, TEXT_FIELDS)) {
        toast.error(errorMessage(err, MESSAGES.actionFailed));
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Post a course
      </Typography>
      {posted && (
        <Alert severity="info" sx={{ mb: 3 }} onClose={() => setPosted(false)}>
          {MESSAGES.coursePending}{' '}
          <Link component={RouterLink} to="/course">
            Back to courses
          </Link>
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Course post form"
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('courseName', 'Course name', {
              validate: notBlank(M.courseName),
              maxLength: { value: LIMITS.nameMax, message: RULE_MESSAGES.tooLong(LIMITS.nameMax) },
            })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ImageField
              id="course-image"
              label="Course banner"
              registration={register('image', {
                validate: (files) => (files && files.length > 0) || M.image,
              })}
              error={errors.image?.message}
              progress={progress}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('duration', 'Course duration', { validate: notBlank(M.duration) })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'amount',
              `Amount (${SITE.currency})`,
              {
                required: M.amount,
                pattern: { value: /^\d+$/, message: RULE_MESSAGES.nonNegativeInteger },
              },
              {
                type: 'number',
                slotProps: { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } },
              },
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('prerequisites', 'Prerequisites (who should take it)', {
              validate: notBlank(M.prerequisites),
            })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('targetAudience', 'Target audience', { validate: notBlank(M.targetAudience) })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'email',
              'Course email',
              {
                required: M.email,
                pattern: { value: EMAIL_PATTERN, message: RULE_MESSAGES.emailFormat },
              },
              { type: 'email', autoComplete: 'email' },
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text(
              'number',
              'Contact number',
              {
                required: M.number,
                pattern: { value: PHONE_PATTERN, message: RULE_MESSAGES.numberFormat },
              },
              {
                type: 'tel',
                autoComplete: 'tel',
                slotProps: { htmlInput: { inputMode: 'numeric' } },
              },
            )}
          </Grid>
          <Grid size={12}>
            {text(
              'description',
              'Course description',
              {
                validate: notBlank(M.description),
                maxLength: {
                  value: LIMITS.descriptionMax,
                  message: RULE_MESSAGES.tooLong(LIMITS.descriptionMax),
                },
              },
              { multiline: true, minRows: 4 },
            )}
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {busy ? 'Posting…' : 'Post course'}
            </Button>
          </Grid>
        </Grid>
      </Box>
    </Paper>
  );
}
