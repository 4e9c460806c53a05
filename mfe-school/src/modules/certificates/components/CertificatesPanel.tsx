import { useMemo } from 'react';
import { Alert, Button, CircularProgress, LinearProgress, Stack } from '@mui/material';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import type { CertificateRow } from '@hackathon/contracts';
import { CertificateCard, DataView, queryViewProps, useListState } from '@hackathon/ui';
import { useSchoolCertificates } from '../hooks/useSchoolCertificates';
import { useSchoolZip } from '../hooks/useSchoolZip';
import { certificateFilters } from '../utils/certificateFilters';
import { certificateColumns } from './certificateColumns';
import { useT } from '../../../i18n';

/**
 * The school admin's Certificates tab (issue 28): every certificate of the school, paged, searched
 * and filtered by kind and status on the server; each valid one downloads in English or Hindi, and
 * the whole school's come as one ZIP (each PDF in its holder's language).
 */
export function CertificatesPanel({ schoolCode }: { schoolCode: string }) {
  const t = useT();
  // cards as on the rest of the dashboard; the table is one click away on a wide screen
  const list = useListState({ defaultView: 'cards' });
  const query = useSchoolCertificates(list);
  const zip = useSchoolZip(schoolCode);
  const filters = certificateFilters(t);
  const columns = useMemo(() => certificateColumns(t), [t]);

  return (
    <DataView<CertificateRow>
      title={t('school.certificates.title')}
      list={list}
      {...queryViewProps(query)}
      errorText={t('school.certificates.failed')}
      emptyText={t('school.certificates.empty')}
      loadingText={t('school.certificates.loading')}
      searchPlaceholder={t('school.certificates.search')}
      filters={filters}
      actions={
        <Button
          variant="contained"
          size="small"
          startIcon={zip.busy ? <CircularProgress size={16} color="inherit" /> : <FolderZipIcon />}
          disabled={zip.busy}
          aria-busy={zip.busy || undefined}
          onClick={() => void zip.download()}
        >
          {zip.busy ? t('school.certificates.zipBusy') : t('school.certificates.zip')}
        </Button>
      }
      aboveRows={
        zip.busy ? (
          <Stack spacing={1}>
            <LinearProgress aria-hidden />
            <Alert severity="info" role="status">
              {t('school.certificates.zipBusyNote')}
            </Alert>
          </Stack>
        ) : null
      }
      getRowId={(row) => row._id}
      columns={columns}
      renderCard={(row) => <CertificateCard certificate={row} />}
    />
  );
}
