import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Collapse, Link, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { CONTENT_DOCUMENT_KEYS, contentFileUrl, eventDocument, formatDateTime, type ContentDocumentKey, type ContentFileRef } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { useUploader } from '../hooks/useUploader';
import { fieldId, fileRefOf } from '../utils/contentDraft';
import { DocumentHistory } from './DocumentHistory';
import { UploadButton } from './UploadButton';
import { useT } from '../../../../../i18n';

/** The documents the edition ships no file of: until one is uploaded they are "not published yet". */
const WITHOUT_EDITION_FILE: readonly ContentDocumentKey[] = ['assessment'];

/** Documents: the eight guideline documents, each a PDF per language with its upload history. */
export function DocumentsTab() {
  const t = useT();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.content.documents.intro')}
      </Typography>
      {CONTENT_DOCUMENT_KEYS.map((key) => (
        <DocumentCard key={key} documentKey={key} />
      ))}
    </Stack>
  );
}

function DocumentCard({ documentKey }: { documentKey: ContentDocumentKey }) {
  const t = useT();
  const [historyOpen, setHistoryOpen] = useState(false);
  const name = eventDocument(documentKey).name;
  const historyId = `content-history-${documentKey}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={`content-document-${documentKey}`} data-document={documentKey}>
      <CardContent>
        <Typography id={`content-document-${documentKey}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {name}
        </Typography>
        <Stack spacing={1.5}>
          <DocumentLanguage documentKey={documentKey} language="en" />
          <DocumentLanguage documentKey={documentKey} language="hi" />
        </Stack>
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => setHistoryOpen((open) => !open)}
          aria-expanded={historyOpen}
          aria-controls={historyId}
          endIcon={historyOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {t('backoffice.content.documents.history')}
        </Button>
        <Collapse in={historyOpen} unmountOnExit>
          <Box id={historyId} role="region" aria-label={t('backoffice.content.documents.historyOf', { document: name })}>
            <DocumentHistory documentKey={documentKey} open={historyOpen} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}

/** One language of a document: what visitors get now, and the upload button. */
function DocumentLanguage({ documentKey, language }: { documentKey: ContentDocumentKey; language: 'en' | 'hi' }) {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const path = `documents.${documentKey}.${language}`;
  const current = draft.documents[documentKey]?.[language] ?? null;
  const english = draft.documents[documentKey]?.en ?? null;
  const uploader = useUploader({ purpose: 'document', document: documentKey, language }, (file) => set(path, fileRefOf(file)));
  const problem = problems[path];
  const fallback =
    language === 'hi' && english
      ? t('backoffice.content.documents.hindiFallsBack')
      : WITHOUT_EDITION_FILE.includes(documentKey)
        ? t('backoffice.content.documents.notPublished')
        : t('backoffice.content.documents.editionFile');
  return (
    <Box id={fieldId(path)} tabIndex={-1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(language === 'en' ? 'backoffice.content.documents.english' : 'backoffice.content.documents.hindi')}
          </Typography>
          <CurrentFile file={current} fallback={fallback} />
        </Box>
        <UploadButton
          label={t(language === 'en' ? 'backoffice.content.documents.uploadEnglish' : 'backoffice.content.documents.uploadHindi')}
          accept="application/pdf"
          uploadKey={`document-${documentKey}-${language}`}
          busy={uploader.busy}
          onFile={uploader.start}
        />
      </Stack>
      {uploader.busy ? (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('backoffice.content.uploading', { percent: uploader.progress })}
        </Typography>
      ) : null}
      {uploader.error || problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {uploader.error ?? problem}
        </Alert>
      ) : null}
    </Box>
  );
}

function CurrentFile({ file, fallback }: { file: ContentFileRef | null; fallback: string }) {
  const t = useT();
  if (!file) {
    return (
      <Typography variant="body2" color="text.secondary">
        {fallback}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t('backoffice.content.documents.uploaded', { name: file.originalName, date: formatDateTime(file.uploadedAt) })}{' '}
      <Link href={contentFileUrl(file.fileId)} target="_blank" rel="noopener noreferrer" aria-label={t('backoffice.content.documents.openFile', { name: file.originalName })}>
        {t('backoffice.content.documents.open')}
      </Link>
    </Typography>
  );
}
