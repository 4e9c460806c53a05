import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { certificateVerifyPath, type CertificateLanguage, type CertificateRow } from '@hackathon/contracts';
import { useT } from '../i18n';
import { VisuallyHidden } from '../VisuallyHidden';
import { useCertificateDownload } from './useCertificateDownload';

export interface CertificateActionsProps {
  certificate: CertificateRow;
  /** The id of the text naming the certificate: the buttons are described by it (many rows say "Download (English)"). */
  describedBy?: string;
}

const LANGUAGES: readonly { language: CertificateLanguage; key: 'common.certificates.downloadEnglish' | 'common.certificates.downloadHindi' }[] = [
  { language: 'en', key: 'common.certificates.downloadEnglish' },
  { language: 'hi', key: 'common.certificates.downloadHindi' },
];

/**
 * Download (English), Download (हिन्दी) and Verify. Only a valid certificate is offered for
 * download; a revoked or superseded one says so and keeps its Verify link (which tells the same).
 */
export function CertificateActions({ certificate, describedBy }: CertificateActionsProps) {
  const t = useT();
  const { busy, download } = useCertificateDownload();
  const valid = certificate.status === 'valid';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {valid ? (
        LANGUAGES.map(({ language, key }) => {
          const running = busy === `${certificate._id}:${language}`;
          return (
            <Button
              key={language}
              size="small"
              variant="outlined"
              startIcon={running ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
              disabled={busy !== null}
              aria-describedby={describedBy}
              aria-busy={running || undefined}
              onClick={() => void download(certificate, language)}
              data-language={language}
            >
              {t(key)}
            </Button>
          );
        })
      ) : (
        <Typography variant="body2" color={certificate.status === 'revoked' ? 'error' : 'warning.dark'} sx={{ fontWeight: 500 }}>
          {t(certificate.status === 'revoked' ? 'common.certificates.revokedNote' : 'common.certificates.supersededNote')}
        </Typography>
      )}
      <Button
        size="small"
        href={certificateVerifyPath(certificate.code)}
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon fontSize="small" />}
        aria-describedby={describedBy}
      >
        {t('common.certificates.verify')}
        <VisuallyHidden>{` ${t('common.certificates.newTab')}`}</VisuallyHidden>
      </Button>
    </Stack>
  );
}
