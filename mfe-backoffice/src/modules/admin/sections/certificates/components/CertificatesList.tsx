import { useMemo, useState } from 'react';
import { CERTIFICATE_SORTS, type CertificateRow } from '@hackathon/contracts';
import { DataView, queryViewProps, useCertificateDownload, useListState } from '@hackathon/ui';
import { useFailureToast } from '../../../../shared/hooks/useFailureToast';
import { useCertificateList } from '../hooks/useCertificateReads';
import type { CertificateActions } from '../utils/certificateActions';
import { certificateFilters } from '../utils/certificateView';
import { CertificateCard } from './CertificateCard';
import { certificateColumns } from './certificateColumns';
import { ReissueDialog } from './ReissueDialog';
import { RevokeDialog } from './RevokeDialog';
import { SchoolCodeFilter } from './SchoolCodeFilter';
import { useT } from '../../../../../i18n';

/** The issued certificates, newest first: paged, searched, filtered and sorted on the server; downloads, revoke and re-issue. */
export function CertificatesList() {
  const t = useT();
  const list = useListState<(typeof CERTIFICATE_SORTS)[number]>({ defaultSort: { sort: 'issuedAt', order: 'desc' } });
  const query = useCertificateList(list.query);
  useFailureToast(query.error, t('certificates.list.failed'));
  const { busy, download } = useCertificateDownload();
  const [revoking, setRevoking] = useState<CertificateRow | null>(null);
  const [reissuing, setReissuing] = useState<CertificateRow | null>(null);

  const actions = useMemo<CertificateActions>(
    () => ({ downloading: busy, onDownload: (row, language) => void download(row, language), onRevoke: setRevoking, onReissue: setReissuing }),
    [busy, download],
  );
  const columns = useMemo(() => certificateColumns(t, actions), [t, actions]);
  const filters = useMemo(() => certificateFilters(), [t]); // eslint-disable-line react-hooks/exhaustive-deps -- t stands for the language

  return (
    <>
      <DataView<CertificateRow>
        title={t('certificates.list.title')}
        list={list}
        {...queryViewProps(query)}
        errorText={t('certificates.list.failed')}
        emptyText={list.hasActiveFilters ? t('certificates.list.noMatch') : t('certificates.list.none')}
        loadingText={t('certificates.list.loading')}
        searchPlaceholder={t('certificates.list.search')}
        filters={filters}
        aboveRows={<SchoolCodeFilter list={list} />}
        getRowId={(row) => row._id}
        columns={columns}
        sortFields={CERTIFICATE_SORTS}
        renderCard={(row) => <CertificateCard row={row} actions={actions} />}
      />
      <RevokeDialog row={revoking} onClose={() => setRevoking(null)} />
      <ReissueDialog row={reissuing} onClose={() => setReissuing(null)} />
    </>
  );
}
