import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  hasIdentity,
  IDENTITY_KINDS,
  IDENTITY_SIDES,
  type IdentityKind,
  MESSAGES,
} from '@tutorhub/contracts';
import { useState } from 'react';
import { useConfirm } from '../../../components/ConfirmDialog';
import PageSection from '../../../components/PageSection';
import { ErrorState } from '../../../components/PageStates';
import { translate, useFormat, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/apiError';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import ConsentStep from '../components/ConsentStep';
import DocumentList, { useDocumentName } from '../components/DocumentList';
import StatusPanel from '../components/StatusPanel';
import UploadSlot from '../components/UploadSlot';
import { KIND_LABEL } from '../labels';
import {
  useConsentMutation,
  useDeleteDocumentMutation,
  useGetMyVerificationQuery,
  useSubmitVerificationMutation,
  useWithdrawVerificationMutation,
} from '../verificationApi';
import { documentFor, identityKindOf, isEditable, MAX_FILES } from '../verificationRules';
import type { Verification, VerificationDocument } from '../verificationTypes';

/** Runs a call and toasts its outcome; answers whether it went through. */
async function report(call: Promise<unknown>, success: string): Promise<boolean> {
  try {
    await call;
    toast.success(success);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, MESSAGES.actionFailed));
    return false;
  }
}

/** The upload places: the chosen identity document's sides, then the certificates. */
function UploadSection({
  verification,
  onUploaded,
}: {
  verification: Verification;
  onUploaded: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const name = useDocumentName();
  const { documents } = verification;
  const [chosen, setChosen] = useState<IdentityKind | null>(null);
  const identity = chosen ?? identityKindOf(documents) ?? 'nid';
  const full = documents.length >= MAX_FILES;
  const certificates = documents.filter((d) => d.kind === 'certificate').length;
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="identity-kind">{t('verification.identity.choose')}</FormLabel>
        <RadioGroup
          aria-labelledby="identity-kind"
          value={identity}
          onChange={(e) => setChosen(e.target.value as IdentityKind)}
        >
          {IDENTITY_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={<Radio />}
              label={t(KIND_LABEL[kind])}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {IDENTITY_SIDES[identity].map((side) => (
        <UploadSlot
          key={`${identity}-${side}`}
          label={name({ kind: identity, side })}
          target={{ kind: identity, side }}
          done={Boolean(documentFor(documents, identity, side))}
          disabled={full}
          onUploaded={onUploaded}
        />
      ))}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('verification.certificates.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('verification.certificates.help')}
      </Typography>
      <UploadSlot
        // A new place after each upload: certificates may be several.
        key={`certificate-${certificates}`}
        label={t('verification.certificates.add')}
        target={{ kind: 'certificate', side: null }}
        done={false}
        disabled={full}
        onUploaded={onUploaded}
      />
      <Typography variant="body2" color={full ? 'warning.main' : 'text.secondary'}>
        {full
          ? t('verification.upload.full', { max: format.number(MAX_FILES) })
          : t('verification.upload.limits', { max: format.number(MAX_FILES) })}
      </Typography>
    </Stack>
  );
}

/** /verification — a tutor's request for the verified badge: consent, documents, review. */
export default function VerificationPage() {
  const t = useT();
  useDocumentTitle(t('verification.title'));
  const query = useGetMyVerificationQuery();
  const [consent, consentState] = useConsentMutation();
  const [deleteDocument] = useDeleteDocumentMutation();
  const [submit, submitState] = useSubmitVerificationMutation();
  const [withdraw, withdrawState] = useWithdrawVerificationMutation();
  const { confirm, dialog } = useConfirm();
  const name = useDocumentName();
  const verification = query.data;

  const onDelete = async (doc: VerificationDocument) => {
    const ok = await confirm({
      title: t('verification.delete.title', { name: name(doc) }),
      message: t('verification.delete.message'),
      confirmLabel: t('verification.delete.confirm'),
      destructive: true,
    });
    if (ok) {
      await report(deleteDocument(doc._id).unwrap(), translate('verification.done.deleted'));
    }
  };
  const onWithdraw = async () => {
    const ok = await confirm({
      title: t('verification.withdraw.title'),
      message: t('verification.withdraw.message'),
      confirmLabel: t('verification.withdraw.confirm'),
      destructive: true,
    });
    if (ok) {
      await report(withdraw().unwrap(), translate('verification.done.withdrawn'));
    }
  };

  let body;
  if (query.isLoading) {
    body = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.states.loading')}>
        <Skeleton variant="rounded" height={80} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  } else if (!verification) {
    body = (
      <ErrorState
        message={errorMessage(query.error, MESSAGES.loadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const editable = isEditable(verification.status);
    const complete = hasIdentity(verification.documents);
    const started = Boolean(verification.consentedAt) || verification.documents.length > 0;
    body = (
      <Stack spacing={3} aria-busy={query.isFetching}>
        <StatusPanel verification={verification} />
        {!verification.consentedAt ? (
          <ConsentStep
            retentionDays={verification.retentionDays}
            busy={consentState.isLoading}
            onConsent={() =>
              void report(consent().unwrap(), translate('verification.done.consented'))
            }
          />
        ) : (
          <>
            {editable && (
              <PageSection titleId="verification-upload" title={t('verification.upload.title')}>
                <UploadSection
                  verification={verification}
                  onUploaded={() => void query.refetch()}
                />
              </PageSection>
            )}
            <PageSection titleId="verification-documents" title={t('verification.documents.title')}>
              <DocumentList
                documents={verification.documents}
                onDelete={editable ? (doc) => void onDelete(doc) : undefined}
              />
            </PageSection>
            {editable && (
              <Box>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!complete || submitState.isLoading}
                  onClick={() =>
                    void report(submit().unwrap(), translate('verification.done.submitted'))
                  }
                >
                  {t('verification.submit')}
                </Button>
                {!complete && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('verification.submitNeeds')}
                  </Typography>
                )}
              </Box>
            )}
          </>
        )}
        {started && (
          <Box>
            <Button
              color="error"
              variant="outlined"
              disabled={withdrawState.isLoading}
              onClick={() => void onWithdraw()}
            >
              {t('verification.withdraw.button')}
            </Button>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('verification.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        {t('verification.intro')}
      </Typography>
      {body}
      {dialog}
    </Box>
  );
}
