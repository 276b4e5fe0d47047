import { Alert, Link, Paper, Typography } from '@mui/material';
import { BLOG_FORM_MESSAGES as M, LIMITS, MESSAGES } from '@tutorhub/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import FormImageField from '../../../components/form/FormImageField';
import FormStack from '../../../components/form/FormStack';
import FormTextField from '../../../components/form/FormTextField';
import SubmitButton from '../../../components/form/SubmitButton';
import { translateMessage, useT } from '../../../i18n';
import { maxLength, notBlank } from '../../../lib/form';
import { withContactRule } from '../../../lib/contactRule';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { usePostWithImage } from '../../../lib/usePostWithImage';
import { usePostBlogMutation } from '../../../store/endpoints/blogsApi';

interface BlogValues {
  name: string;
  image: FileList | null;
  description: string;
}

const EMPTY: BlogValues = { name: '', image: null, description: '' };

export default function BlogPostPage() {
  const t = useT();
  useDocumentTitle(t('blogs.post.title'));
  const [postBlog] = usePostBlogMutation();
  const [postedId, setPostedId] = useState<string | null>(null);
  const form = useForm<BlogValues>({ defaultValues: EMPTY, mode: 'onChange' });
  const { onSubmit, progress, busy } = usePostWithImage(form, {
    imageMessage: M.image,
    textFields: ['name', 'description'],
    successMessage: translateMessage(MESSAGES.blogPosted),
    failMessage: translateMessage(MESSAGES.blogPostFailed),
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
        {t('blogs.post.title')}
      </Typography>
      {postedId && (
        <Alert severity="success" sx={{ mb: 3 }} onClose={() => setPostedId(null)}>
          {t('blogs.post.live')}{' '}
          <Link component={RouterLink} to={`/getBlogs/${postedId}`}>
            {t('blogs.post.readIt')}
          </Link>
        </Alert>
      )}
      <FormStack label={t('blogs.post.formLabel')} onSubmit={onSubmit}>
        <FormTextField
          {...field}
          id="blog-name"
          label={t('blogs.post.name')}
          fullWidth
          name="name"
          rules={withContactRule({
            validate: notBlank(M.name),
            maxLength: maxLength(LIMITS.shortTextMax),
          })}
        />
        <FormImageField
          {...field}
          id="blog-image"
          label={t('blogs.post.image')}
          name="image"
          requiredMessage={M.image}
          progress={progress}
        />
        <FormTextField
          {...field}
          id="blog-description"
          label={t('blogs.post.description')}
          fullWidth
          multiline
          minRows={6}
          name="description"
          rules={withContactRule({
            validate: notBlank(M.description),
            maxLength: maxLength(LIMITS.descriptionMax),
          })}
        />
        <div>
          <SubmitButton busy={busy} busyLabel={t('blogs.post.posting')}>
            {t('blogs.post.submit')}
          </SubmitButton>
        </div>
      </FormStack>
    </Paper>
  );
}
