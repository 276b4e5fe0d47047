import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import { IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useFormat, useT } from '../../../i18n';
import { KIND_LABEL, SIDE_LABEL } from '../labels';
import type { VerificationDocument } from '../verificationTypes';

/** "NID: front" or "Certificate": what a document is, in the reader's language. */
export function useDocumentName() {
  const t = useT();
  return (doc: Pick<VerificationDocument, 'kind' | 'side'>) =>
    doc.side
      ? t('verification.documentWithSide', {
          kind: t(KIND_LABEL[doc.kind]),
          side: t(SIDE_LABEL[doc.side]),
        })
      : t(KIND_LABEL[doc.kind]);
}

/** The file's type and size, as "PDF · 120 KB". */
export function useDocumentFacts() {
  const t = useT();
  const format = useFormat();
  return (doc: Pick<VerificationDocument, 'contentType' | 'size'>) =>
    t('verification.documentFacts', {
      type:
        doc.contentType === 'application/pdf'
          ? 'PDF'
          : doc.contentType === 'image/png'
            ? 'PNG'
            : 'JPEG',
      size: format.number(Math.max(1, Math.round(doc.size / 1024))),
    });
}

/** The uploaded documents, each with Delete while the request may still change. */
export default function DocumentList({
  documents,
  onDelete,
}: {
  documents: VerificationDocument[];
  onDelete?: (doc: VerificationDocument) => void;
}) {
  const t = useT();
  const format = useFormat();
  const name = useDocumentName();
  const facts = useDocumentFacts();
  if (documents.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('verification.documents.empty')}
      </Typography>
    );
  }
  return (
    <List aria-label={t('verification.documents.title')} dense>
      {documents.map((doc) => (
        <ListItem
          key={doc._id}
          divider
          secondaryAction={
            onDelete && (
              <IconButton
                edge="end"
                color="error"
                aria-label={t('verification.documents.deleteOf', { name: name(doc) })}
                onClick={() => onDelete(doc)}
              >
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            {doc.contentType === 'application/pdf' ? (
              <DescriptionIcon aria-hidden />
            ) : (
              <ImageIcon aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={name(doc)}
            secondary={t('verification.documents.uploaded', {
              facts: facts(doc),
              date: format.date(doc.uploadedAt),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}
