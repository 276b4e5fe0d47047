import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/PageStates';
import { translate, useT } from '../../../i18n';
import { AuthLoading } from '../../../lib/auth/RequireAuth';
import { useMe } from '../../../lib/auth/useMe';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import JobForm from '../components/JobForm';
import { usePostJobMutation } from '../jobsApi';
import { jobDefaults, startDateRange, toJobRequest, type JobFormValues } from '../jobRules';

/** The post form, with the note that an admin checks every post. */
export function PostJobForm() {
  const t = useT();
  const navigate = useNavigate();
  const [postJob] = usePostJobMutation();

  const post = async (values: JobFormValues) => {
    await postJob(toJobRequest(values)).unwrap();
    toast.success(translate('jobs.post.sent'));
    void navigate('/jobs/mine');
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <JobForm
        initial={jobDefaults(startDateRange().first)}
        onSave={post}
        submitLabel={t('jobs.post.send')}
        labelledBy="post-job-title"
        intro={
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('jobs.post.checked')}
            </Alert>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('jobs.post.privacy')}
            </Typography>
          </>
        }
        actions={
          <Button component={RouterLink} to="/jobs/mine" size="large">
            {t('jobs.nav.myJobs')}
          </Button>
        }
      />
    </Paper>
  );
}

/** /jobs/new — a guardian (a student account) posts a tuition job. */
export default function PostJobPage() {
  const t = useT();
  useDocumentTitle(t('jobs.post.title'));
  const { me, isLoading } = useMe();
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography id="post-job-title" variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('jobs.post.title')}
      </Typography>
      {isLoading || !me ? (
        <AuthLoading />
      ) : me.kind === 'student' ? (
        <PostJobForm />
      ) : (
        <EmptyState title={t('jobs.post.studentsOnly')}>
          {me.kind === null && (
            <Button component={RouterLink} to="/studentRegistration">
              {t('jobs.post.register')}
            </Button>
          )}
        </EmptyState>
      )}
    </Box>
  );
}
