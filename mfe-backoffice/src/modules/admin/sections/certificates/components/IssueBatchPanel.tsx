import { useMemo, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { errorMessage, isApiError, type ApiError } from '@hackathon/api-client';
import { CERTIFICATE_KIND_LABEL, type CertificateBatchPreview, type CertificateBatchResult, type CertificateLanguage } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { useIssueBatch } from '../hooks/useCertificateWrites';
import { kindHoldersText } from '../utils/certificateView';
import { EMPTY_DRAFT, selectionProblems, toBatchInput, type SelectionDraft, type SelectionField } from '../utils/selection';
import { BatchPreview } from './BatchPreview';
import { SampleViewer } from './SampleViewer';
import { SelectionFields } from './SelectionFields';
import { useT } from '../../../../../i18n';

const isPreview = (data: CertificateBatchPreview | CertificateBatchResult): data is CertificateBatchPreview => 'count' in data;

/** The new preview a 409 carries when the holders changed between the preview and the issue. */
function newerPreview(error: ApiError): CertificateBatchPreview | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = (error.body as { data?: CertificateBatchPreview } | undefined)?.data;
  return data && typeof data.count === 'number' ? data : null;
}

/**
 * Issue a batch (issue 28): the kind and who qualifies, then Preview (the server counts the holders
 * and shows the first ones; a rendered sample in English or Hindi), then Issue N certificates after a
 * confirmation. The issue sends the preview's count: when the holders changed meanwhile the server
 * answers 409 with a new preview, shown in place of the old one to confirm again. Any change of the
 * form discards the preview.
 */
export function IssueBatchPanel({ onIssued }: { onIssued: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState<SelectionDraft>(EMPTY_DRAFT);
  const [preview, setPreview] = useState<CertificateBatchPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sampleLanguage, setSampleLanguage] = useState<CertificateLanguage | null>(null);
  // an answer to an older form (typed over while it was on its way) is dropped
  const generation = useRef(0);
  const previewCall = useIssueBatch();
  const issueCall = useIssueBatch();
  const input = useMemo(() => toBatchInput(draft), [draft]);
  const problems = selectionProblems(draft);
  const invalid = Object.keys(problems).length > 0;
  const busy = previewCall.isPending || issueCall.isPending;

  const set = <F extends SelectionField>(field: F, value: SelectionDraft[F]) => {
    generation.current += 1;
    setDraft((current) => ({ ...current, [field]: value }));
    setPreview(null);
    setProblem(null);
    setChanged(null);
  };

  const runPreview = () => {
    const asked = ++generation.current;
    setProblem(null);
    setChanged(null);
    previewCall.mutate(input, {
      onSuccess: (answer) => {
        if (asked === generation.current && isPreview(answer.data)) setPreview(answer.data);
      },
      onError: (error) => {
        if (asked === generation.current && !error.shouldLogout) setProblem(errorMessage(error));
      },
    });
  };

  const issue = () => {
    if (!preview) return;
    const count = preview.count;
    issueCall.mutate(
      { ...input, confirm: true, expectedCount: count },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setPreview(null);
          setChanged(null);
          toast.success(answer.message || t('certificates.issue.queued', { count }));
          onIssued();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          const newer = newerPreview(error);
          if (newer) {
            // ask again with the new count (or stop, when nobody is left to issue to)
            setPreview(newer);
            setChanged(errorMessage(error));
            if (newer.count === 0) setConfirming(false);
            return;
          }
          setConfirming(false);
          setProblem(errorMessage(error));
          toast.error(errorMessage(error));
        },
      },
    );
  };

  const count = preview?.count ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="certificate-issue-title">
      <Stack spacing={2}>
        <div>
          <Typography id="certificate-issue-title" variant="h6" component="h3">
            {t('certificates.issue.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('certificates.issue.intro')}
          </Typography>
        </div>
        <SelectionFields draft={draft} set={set} problems={problems} disabled={issueCall.isPending} />
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        {changed && preview ? (
          <Alert severity="warning" role="alert" data-testid="certificate-preview-changed">
            {changed}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={runPreview} disabled={busy || invalid} startIcon={previewCall.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('certificates.issue.preview')}
          </Button>
          {preview && preview.count > 0 ? (
            <>
              <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy}>
                {t('certificates.issue.issueN', { count })}
              </Button>
              <Button startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => setSampleLanguage('en')} disabled={busy}>
                {t('certificates.issue.sampleEn')}
              </Button>
              <Button startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => setSampleLanguage('hi')} disabled={busy}>
                {t('certificates.issue.sampleHi')}
              </Button>
            </>
          ) : null}
        </Stack>
        {preview ? <BatchPreview preview={preview} /> : null}
      </Stack>
      <SampleViewer input={input} language={sampleLanguage} onClose={() => setSampleLanguage(null)} />
      <ConfirmDialog
        open={confirming && preview !== null}
        title={t('certificates.issue.confirmTitle', { count })}
        message={
          <Stack spacing={1.5}>
            {changed ? <Alert severity="warning">{changed}</Alert> : null}
            <Typography>
              {t('certificates.issue.confirmText', {
                count,
                kind: preview ? CERTIFICATE_KIND_LABEL[preview.kind] : '',
                holders: preview ? kindHoldersText(preview.kind) : '',
                renamed: preview?.renamedCount ?? 0,
              })}
            </Typography>
          </Stack>
        }
        confirmText={t('certificates.issue.issueN', { count })}
        // the preview was the deliberate step; a countdown on top adds nothing
        waitSeconds={0}
        busy={issueCall.isPending}
        onConfirm={issue}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
