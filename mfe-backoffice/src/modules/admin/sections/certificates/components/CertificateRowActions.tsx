import type { SyntheticEvent } from 'react';
import { Box, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { certificateVerifyPath, type CertificateLanguage, type CertificateRow } from '@hackathon/contracts';
import { canChange, type CertificateActions } from '../utils/certificateActions';
import { useT } from '../../../../../i18n';

// in a table row the click and the keys stay the button's
const own = (event: SyntheticEvent) => event.stopPropagation();

function DownloadButton({ row, language, actions, tabIndex }: { row: CertificateRow; language: CertificateLanguage; actions: CertificateActions; tabIndex?: number }) {
  const t = useT();
  const busy = actions.downloading === `${row._id}:${language}`;
  const tip = language === 'en' ? t('certificates.action.downloadEn') : t('certificates.action.downloadHi');
  return (
    <Tooltip title={tip}>
      <Box component="span">
        <IconButton
          size="small"
          tabIndex={tabIndex}
          disabled={busy}
          aria-label={language === 'en' ? t('certificates.action.downloadEnOf', { name: row.holderName }) : t('certificates.action.downloadHiOf', { name: row.holderName })}
          data-download={language}
          onClick={(event) => {
            own(event);
            actions.onDownload(row, language);
          }}
          onKeyDown={own}
        >
          {busy ? <CircularProgress size={16} /> : <DownloadIcon fontSize="small" />}
          <Box component="span" aria-hidden sx={{ fontSize: 10, fontWeight: 700, ml: 0.25 }}>
            {language.toUpperCase()}
          </Box>
        </IconButton>
      </Box>
    </Tooltip>
  );
}

/** A certificate's actions: Download English / Hindi, the public verify page (a new tab), Revoke and Re-issue (valid only). */
export function CertificateRowActions({ row, actions, tabIndex }: { row: CertificateRow; actions: CertificateActions; tabIndex?: number }) {
  const t = useT();
  const changeable = canChange(row);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <DownloadButton row={row} language="en" actions={actions} tabIndex={tabIndex} />
      <DownloadButton row={row} language="hi" actions={actions} tabIndex={tabIndex} />
      <Tooltip title={t('certificates.action.verify')}>
        <IconButton
          size="small"
          tabIndex={tabIndex}
          component="a"
          href={certificateVerifyPath(row.code)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('certificates.action.verifyOf', { code: row.code })}
          onClick={own}
          onKeyDown={own}
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {changeable ? (
        <>
          <Tooltip title={t('certificates.action.reissue')}>
            <IconButton
              size="small"
              tabIndex={tabIndex}
              aria-label={t('certificates.action.reissueOf', { name: row.holderName, number: row.number })}
              onClick={(event) => {
                own(event);
                actions.onReissue(row);
              }}
              onKeyDown={own}
            >
              <AutorenewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('certificates.action.revoke')}>
            <IconButton
              size="small"
              color="error"
              tabIndex={tabIndex}
              aria-label={t('certificates.action.revokeOf', { name: row.holderName, number: row.number })}
              onClick={(event) => {
                own(event);
                actions.onRevoke(row);
              }}
              onKeyDown={own}
            >
              <BlockIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ) : null}
    </Stack>
  );
}
