import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import { BLOG_FORM_MESSAGES as M, LIMITS, MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import FormImageField from '../../../components/form/FormImageField';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { maxLength, notBlank } from '../../../lib/form';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePostWithImage } from '../../../lib/usePostWithImage';
import { usePostBlogMutation } from '../blogsApi';

interface BlogValues {
  name: string;
  image: FileList | null;
  description: string;
}

const EMPTY: BlogValues = { name: '', image: null, description: '' };

export default function BlogPostPage() {
  useDocumentTitle('Post a blog');
  const [postBlog] = usePostBlogMutation();
  const [postedId, setPostedId] = useState<string | null>(null);
  const form = useForm<BlogValues>({ defaultValues: EMPTY });
  const { onSubmit, progress, busy } = usePostWithImage(form, {
    imageMessage: M.image,
    textFields: ['name', 'description'],
    successMessage: MESSAGES.blogPosted,
    failMessage: MESSAGES.blogPostFailed,
    send: (values, image) =>
      postBlog({
        name: values.name.trim(),
        image,
        description: values.description.trim(),
      }).unwrap(),
    onPosted: setPostedId,
  });
  const field = { register: form.register, errors: form.formState.errors };

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
        <FormTextField
          {...field}
          id="blog-name"
          label="Title"
          fullWidth
          name="name"
          rules={{ validate: notBlank(M.name), maxLength: maxLength(LIMITS.shortTextMax) }}
        />
        <FormImageField
          {...field}
          id="blog-image"
          label="Image"
          name="image"
          requiredMessage={M.image}
          progress={progress}
        />
        <FormTextField
          {...field}
          id="blog-description"
          label="Description"
          fullWidth
          multiline
          minRows={6}
          name="description"
          rules={{ validate: notBlank(M.description), maxLength: maxLength(LIMITS.descriptionMax) }}
        />
        <div>
          <SubmitButton busy={busy} busyLabel="Posting…">
            Post blog
          </SubmitButton>
        </div>
      </Stack>
    </Paper>
  );
}
