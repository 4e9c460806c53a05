import { Box, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import type { CertificateRow } from '@hackathon/contracts';
import { useT } from '../i18n';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { CertificateCard } from './CertificateCard';

type Heading = 'h3' | 'h4';

/** A titled run of certificates (a member's, a team's, one's own). */
export interface CertificateGroup {
  key: string;
  title: string;
  certificates: CertificateRow[];
}

export interface CertificateListProps {
  /** undefined while loading. */
  certificates: CertificateRow[] | undefined;
  loading?: boolean;
  /** The read failed: shown with Try again instead of the rows. */
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** What an empty list says (default: none issued yet). */
  emptyText?: string;
  /**
   * Groups under their own headings, in the order of their first certificate; the group titles the
   * holder when it is the holder (a team's list by member). Without it one flat list.
   */
  groupBy?: (certificate: CertificateRow) => { key: string; title: string; namesHolder?: boolean };
  /** The level of the groups' headings; the certificates' are one below. */
  headingLevel?: Heading;
}

function grouped(certificates: CertificateRow[], groupBy: NonNullable<CertificateListProps['groupBy']>) {
  const groups = new Map<string, CertificateGroup & { namesHolder: boolean }>();
  for (const certificate of certificates) {
    const { key, title, namesHolder = false } = groupBy(certificate);
    const group = groups.get(key) ?? { key, title, namesHolder, certificates: [] };
    group.certificates.push(certificate);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function Rows({ certificates, showHolder, headingLevel }: { certificates: CertificateRow[]; showHolder: boolean; headingLevel: 'h3' | 'h4' | 'h5' }) {
  const t = useT();
  return (
    <Paper variant="outlined" component="div" role="list" aria-label={t('common.certificates.listAria')}>
      <Stack divider={<Divider flexItem />}>
        {certificates.map((certificate) => (
          <Box key={certificate._id} role="listitem">
            <CertificateCard certificate={certificate} showHolder={showHolder} headingLevel={headingLevel} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Certificates with their status and downloads (issue 28): the team's members', a mentor's, a
 * school's. Each valid one downloads in English and in Hindi; every one links to its public
 * verification page. Loading, error and empty states included; it fetches nothing itself.
 */
export function CertificateList({ certificates, loading = false, error, onRetry, retrying = false, emptyText, groupBy, headingLevel = 'h3' }: CertificateListProps) {
  const t = useT();
  if (error) {
    const failed = t('common.certificates.failed');
    return <LoadErrorAlert message={failed} detail={errorMessage(error, failed)} onRetry={onRetry} retrying={retrying} />;
  }
  if (loading || certificates === undefined) {
    return <Skeleton variant="rounded" height={120} aria-label={t('common.certificates.loading')} />;
  }
  if (certificates.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {emptyText ?? t('common.certificates.empty')}
      </Typography>
    );
  }
  if (!groupBy) return <Rows certificates={certificates} showHolder headingLevel={headingLevel} />;
  const inner = headingLevel === 'h3' ? 'h4' : 'h5';
  return (
    <Stack spacing={2}>
      {grouped(certificates, groupBy).map((group) => (
        <Box key={group.key} component="section" aria-label={group.title} data-group={group.key}>
          <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
            {group.title}
          </Typography>
          <Rows certificates={group.certificates} showHolder={!group.namesHolder} headingLevel={inner} />
        </Box>
      ))}
    </Stack>
  );
}
