import { CardContent, Typography } from '@mui/material';
import { mentorAccountText, type Judge } from '@hackathon/contracts';
import { StatusBadge } from '@hackathon/ui';
import { useT } from '../../../../../i18n';
import { CardHeading } from '../../../../shared/components/CardHeading';
import { judgeSchool } from '../utils/judgeView';

/** A judge on a phone (the cards view): a click opens the detail, with its actions. */
export function JudgeCard({ row }: { row: Judge }) {
  const t = useT();
  const none = t('backoffice.common.none');
  return (
    <CardContent>
      <CardHeading title={row.name} caption={row.email} aside={<StatusBadge status={row.isActive} />} />
      {row.organisation || row.expertise ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {[row.organisation, row.expertise].filter(Boolean).join(' · ')}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('backoffice.judges.placeLine', { region: row.homeRegion ?? none, school: judgeSchool(row) ?? none })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.mentors.account.line', { state: mentorAccountText(row.account) })}
      </Typography>
    </CardContent>
  );
}
