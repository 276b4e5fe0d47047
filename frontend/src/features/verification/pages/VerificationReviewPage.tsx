import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { MESSAGES } from '@tutorhub/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DetailSkeleton, ErrorState } from '../../../components/PageStates';
import VerificationReasonDialog, {
  type ReasonAnswer,
} from '../../../components/VerificationReasonDialog';
import { translate, useFormat, useT, useTerm } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useDocumentFacts, useDocumentName } from '../components/DocumentList';
import { documentFile } from '../documentFile';
import { STATUS_LABEL } from '../labels';
import { useDecideVerificationMutation, useGetVerificationRequestQuery } from '../verificationApi';
import {
  tutorName,
  type AdminVerification,
  type PublicTutor,
  type VerificationDecision,
  type VerificationDocument,
} from '../verificationTypes';

const QUEUE = '/Dashboard/verification';

/** The tutor as the public sees them, to compare with the documents. */
function TutorCard({ tutor }: { tutor: PublicTutor }) {
  const t = useT();
  const term = useTerm();
  const facts = [
    tutor.teachingSubject &&
      t('verification.admin.teaches', { subject: term.subject(tutor.teachingSubject) }),
    tutor.study &&
      t('verification.admin.studies', { study: tutor.study, subject: tutor.subject ?? '' }),
    tutor.location && t('verification.admin.area', { area: tutor.location }),
  ].filter(Boolean);
  return (
    <Card variant="outlined" component="section" aria-label={t('verification.admin.profile')}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {t('verification.admin.profile')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
          <Avatar src={tutor.image ?? undefined} alt="" sx={{ width: 72, height: 72 }} />
          <Box>
            <Typography variant="h6" component="p">
              {tutorName(tutor)}
            </Typography>
            {tutor.verified && (
              <Chip size="small" color="success" label={t('verification.admin.alreadyVerified')} />
            )}
          </Box>
        </Stack>
        {facts.map((fact) => (
          <Typography key={fact as string} variant="body2">
            {fact}
          </Typography>
        ))}
        <Link component={RouterLink} to={`/tutors/${tutor._id}`} target="_blank" rel="noopener">
          {t('verification.admin.publicProfile')}
        </Link>
      </CardContent>
    </Card>
  );
}

/** One document: images open in the page, PDFs in a new tab. */
function DocumentItem({ requestId, doc }: { requestId: string; doc: VerificationDocument }) {
  const t = useT();
  const name = useDocumentName();
  const facts = useDocumentFacts();
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isPdf = doc.contentType === 'application/pdf';
  useEffect(
    () => () => {
      if (shown?.startsWith('blob:')) {
        URL.revokeObjectURL(shown);
      }
    },
    [shown],
  );
  const open = async () => {
    // Opened at once, inside the click, so that no pop-up blocker stops it.
    const tab = isPdf ? window.open('', '_blank') : null;
    setBusy(true);
    setError(null);
    try {
      const url = await documentFile(requestId, doc._id);
      if (isPdf) {
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.location.assign(url);
        }
      } else {
        setShown(url);
      }
    } catch (err) {
      tab?.close();
      setError(errorMessage(err, MESSAGES.loadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <ListItemText primary={name(doc)} secondary={facts(doc)} sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={t(isPdf ? 'verification.admin.openPdfOf' : 'verification.admin.viewOf', {
            name: name(doc),
          })}
          onClick={() => void open()}
        >
          {t(isPdf ? 'verification.admin.openPdf' : 'verification.admin.view')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={name(doc)}
          sx={{ display: 'block', mt: 1, maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }}
        />
      )}
    </ListItem>
  );
}

function Decision({ request }: { request: AdminVerification }) {
  const t = useT();
  const navigate = useNavigate();
  const [decide, decideState] = useDecideVerificationMutation();
  const { confirm, dialog } = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const send = async (decision: VerificationDecision, success: string) => {
    try {
      await decide({ id: request._id, decision }).unwrap();
      toast.success(success);
      void navigate(QUEUE);
    } catch (err) {
      toast.error(errorMessage(err, MESSAGES.actionFailed));
    }
  };
  const approve = async () => {
    const ok = await confirm({
      title: t('verification.admin.approveTitle', { name: tutorName(request.tutor) }),
      message: t('verification.admin.approveMessage'),
      confirmLabel: t('verification.admin.approve'),
    });
    if (ok) {
      await send({ status: 'approved' }, translate('verification.admin.approved'));
    }
  };
  const rejected = (answer: ReasonAnswer | null) => {
    setRejecting(false);
    if (answer) {
      void send({ status: 'rejected', ...answer }, translate('verification.admin.rejected'));
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          disabled={decideState.isLoading}
          onClick={() => void approve()}
        >
          {t('verification.admin.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={decideState.isLoading}
          onClick={() => setRejecting(true)}
        >
          {t('verification.admin.reject')}
        </Button>
      </Stack>
      <VerificationReasonDialog
        open={rejecting}
        title={t('verification.admin.rejectTitle', { name: tutorName(request.tutor) })}
        message={t('verification.admin.rejectMessage')}
        confirmLabel={t('verification.admin.reject')}
        onAnswer={rejected}
      />
      {dialog}
    </>
  );
}

/** Dashboard › Verification › a request: the tutor's public profile beside the documents. */
export default function VerificationReviewPage() {
  const t = useT();
  const format = useFormat();
  const { id = '' } = useParams();
  const query = useGetVerificationRequestQuery(id);
  const request = query.data;
  useDocumentTitle(
    request ? t('verification.admin.reviewTitle', { name: tutorName(request.tutor) }) : undefined,
  );
  return (
    <Box>
      <Button component={RouterLink} to={QUEUE} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('verification.admin.back')}
      </Button>
      {query.isLoading ? (
        <DetailSkeleton />
      ) : !request ? (
        <ErrorState
          message={errorMessage(query.error, MESSAGES.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('verification.admin.reviewTitle', { name: tutorName(request.tutor) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {request.submittedAt
              ? t('verification.admin.statusSent', {
                  status: t(STATUS_LABEL[request.status]),
                  date: format.dateTime(request.submittedAt),
                })
              : t('verification.statusLine', { status: t(STATUS_LABEL[request.status]) })}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 5 }}>
              <TutorCard tutor={request.tutor} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Card variant="outlined" component="section" aria-labelledby="review-documents">
                <CardContent>
                  <Typography id="review-documents" variant="overline" component="h2">
                    {t('verification.admin.documents')}
                  </Typography>
                  <List dense aria-labelledby="review-documents">
                    {request.documents.map((doc) => (
                      <DocumentItem key={doc._id} requestId={request._id} doc={doc} />
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
          {request.status === 'submitted' && (
            <Box sx={{ mt: 2 }}>
              <Decision request={request} />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
