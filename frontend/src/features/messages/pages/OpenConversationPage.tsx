import { Box, CircularProgress, Typography } from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { Navigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useGetConversationQuery } from '../messagesApi';

/**
 * /messages/hire/:hireId and /messages/application/:applicationId — opens (the API creates it on
 * first use) the conversation of that hire or application, then shows it at its own address.
 */
export default function OpenConversationPage() {
  const t = useT();
  useDocumentTitle(t('conversations.title'));
  const { hireId, applicationId } = useParams();
  const ref = hireId
    ? ({ kind: 'hire', refId: hireId } as const)
    : ({ kind: 'application', refId: applicationId ?? '' } as const);
  const query = useGetConversationQuery(ref);
  if (query.data) {
    return <Navigate to={`/messages/${query.data._id}`} replace />;
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, MESSAGES.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('conversations.opening')}</Typography>
    </Box>
  );
}
