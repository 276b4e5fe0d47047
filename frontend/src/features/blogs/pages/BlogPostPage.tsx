import { Alert, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  BLOG_FORM_MESSAGES as M,
  LIMITS,
  MESSAGES,
  RULE_MESSAGES,
  type BlogRequest,
} from '@tutorhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink } from 'react-router-dom';
import ImageField from '../../../components/ImageField';
import { applyFieldErrors, errorMessage } from '../../../lib/apiError';
import { mui } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useImageUpload } from '../../../lib/useImageUpload';
import { usePostBlogMutation } from '../blogsApi';

interface BlogValues {
  name: string;
  image: FileList | null;
  description: string;
}

const EMPTY: BlogValues = { name: '', image: null, description: '' };
const notBlank = (message: string) => (v: string) => v.trim().length > 0 || message;

export default function BlogPostPage() {
  useDocumentTitle('Post a blog');
  const [postBlog] = usePostBlogMutation();
  const { upload, progress } = useImageUpload();
  const [busy, setBusy] = useState(false);
  const [postedId, setPostedId] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BlogValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const file = values.image?.[0];
    if (!file) {
      setError('image', { message: M.image });
      return;
    }
    setBusy(true);
    setPostedId(null);
    try {
      const image = await upload(file);
      const body: BlogRequest = {
        name: values.name.trim(),
        image,
        description: values.description.trim(),
      };
      const result = await postBlog(body).unwrap();
      if (result.insertedId) {
        toast.success(MESSAGES.blogPosted);
        reset(EMPTY);
        setPostedId(result.insertedId);
      } else {
        toast.error(MESSAGES.blogPostFailed);
      }
    } catch (err) {
      if (!applyFieldErrors(err, setError, ['name', 'description'])) {
        toast.error(
          err instanceof Error && err.message === MESSAGES.imageUploadFailed
            ? err.message
            : errorMessage(err, MESSAGES.blogPostFailed),
        );
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Post a blog
      </Typography>
      {postedId && (
        <Alert severity="success" sx={{ mb: 3 }} onClose={() => setPostedId(null)}>
          Your post is live.{' '}
          <Link component={RouterLink} to={`/getBlogs/${postedId}`}>
            Read it
          </Link>
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Blog post form"
      >
        <TextField
          id="blog-name"
          label="Title"
          fullWidth
          {...mui(
            register('name', {
              validate: notBlank(M.name),
              maxLength: {
                value: LIMITS.shortTextMax,
                message: RULE_MESSAGES.tooLong(LIMITS.shortTextMax),
              },
            }),
          )}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <ImageField
          id="blog-image"
          label="Image"
          registration={register('image', {
            validate: (files) => (files && files.length > 0) || M.image,
          })}
          error={errors.image?.message}
          progress={progress}
        />
        <TextField
          id="blog-description"
          label="Description"
          fullWidth
          multiline
          minRows={6}
          {...mui(
            register('description', {
              validate: notBlank(M.description),
              maxLength: {
                value: LIMITS.descriptionMax,
                message: RULE_MESSAGES.tooLong(LIMITS.descriptionMax),
              },
            }),
          )}
          error={Boolean(errors.description)}
          helperText={errors.description?.message}
        />
        <div>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Posting…' : 'Post blog'}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
