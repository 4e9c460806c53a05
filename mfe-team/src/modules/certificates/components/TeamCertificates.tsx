import { useMemo } from 'react';
import { Typography } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { CertificateList, useMyCertificates } from '@hackathon/ui';
import { SectionPanel } from '../../shared/components/SectionPanel';
import { byMember } from '../utils/order';
import { useT } from '../../../i18n';

/** /simple-team: the members' certificates (GET /certificates/mine), under each member's name. */
export function TeamCertificates() {
  const t = useT();
  const query = useMyCertificates();
  const certificates = useMemo(() => (query.data ? byMember(query.data) : undefined), [query.data]);
  return (
    <SectionPanel label={t('team.certificates.title')} title={t('team.certificates.title')} icon={<WorkspacePremiumIcon color="primary" />}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('team.certificates.intro')}
      </Typography>
      <CertificateList
        certificates={certificates}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        emptyText={t('team.certificates.empty')}
        groupBy={(row) => ({ key: row.holderName, title: row.holderName, namesHolder: true })}
      />
    </SectionPanel>
  );
}
