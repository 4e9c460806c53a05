import { errorMessage } from '@hackathon/api-client';
import type { CertificateBatchInput, CertificateLanguage } from '@hackathon/contracts';
import { FilePreviewDialog, useObjectUrl } from '@hackathon/ui';
import { useBatchSample } from '../hooks/useCertificateReads';
import { languageLabel, sampleFileName } from '../utils/certificateView';
import { useT } from '../../../../../i18n';

/** The batch's sample certificate (its first holder, watermarked SAMPLE) in the chosen language, in the project's file viewer. */
export function SampleViewer({ input, language, onClose }: { input: CertificateBatchInput; language: CertificateLanguage | null; onClose: () => void }) {
  const t = useT();
  const sample = useBatchSample(input, language);
  const url = useObjectUrl(language ? sample.data : null);
  return (
    <FilePreviewDialog
      open={language !== null}
      title={t('certificates.sample.title', { language: language ? languageLabel(language) : '' })}
      onClose={onClose}
      url={url}
      fileName={language ? sampleFileName(input.kind, language) : null}
      mimeType="application/pdf"
      loading={sample.isFetching}
      error={sample.error ? errorMessage(sample.error) : null}
      onRetry={() => void sample.refetch()}
    />
  );
}
