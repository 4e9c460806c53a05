import { useMemo } from 'react';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { CertificateRow } from '@hackathon/contracts';
import { CertificateList, useMyCertificates } from '@hackathon/ui';
import { SectionPanel } from '../../shared/components/SectionPanel';
import { ownFirst } from '../utils/order';
import { useT } from '../../../i18n';

/** /mentor-dashboard: the mentor's own certificates first, then its teams' members' team by team. */
export function MentorCertificates() {
  const t = useT();
  const query = useMyCertificates();
  const certificates = useMemo(() => (query.data ? ownFirst(query.data) : undefined), [query.data]);
  const groupBy = (row: CertificateRow) => {
    if (row.holderType === 'mentor') return { key: 'own', title: t('team.mentorCertificates.own'), namesHolder: true };
    if (row.teamId && row.teamName) return { key: `team:${row.teamId}`, title: t('team.mentorCertificates.team', { team: row.teamName }) };
    return { key: 'students', title: t('team.mentorCertificates.students') };
  };
  return (
    <SectionPanel label={t('team.mentorCertificates.title')} title={t('team.mentorCertificates.title')} icon={<WorkspacePremiumIcon color="primary" />}>
      <CertificateList
        certificates={certificates}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        emptyText={t('team.mentorCertificates.empty')}
        groupBy={groupBy}
      />
    </SectionPanel>
  );
}
