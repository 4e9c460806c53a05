import { Chip, List, Stack, Typography } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { formatDateTime, type JudgeRound } from '@hackathon/contracts';
import { SectionPanel } from '../../shared/components/SectionPanel';
import type { SheetOutbox } from '../hooks/useSheetOutbox';
import { AssignmentItem } from './AssignmentItem';
import { RoundProgress } from './RoundProgress';
import { useT } from '../../../i18n';

export interface RoundSectionProps {
  round: JudgeRound;
  selectedId: string | null;
  outbox: SheetOutbox;
  onOpen: (assignmentId: string) => void;
}

/** One round: its phase, deadline (IST) and progress, then the teams assigned to the judge. */
export function RoundSection({ round, selectedId, outbox, onOpen }: RoundSectionProps) {
  const t = useT();
  return (
    <SectionPanel label={t('team.judgePortal.roundAria', { name: round.name })} title={round.name} icon={<GavelIcon color="primary" />}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color="primary" variant="outlined" label={t('team.judgePortal.roundPhase', { phase: String(round.phase) })} />
          {round.blind ? <Chip size="small" variant="outlined" icon={<VisibilityOffIcon />} label={t('team.judgePortal.blindRound')} /> : null}
        </Stack>
        <Typography variant="body2">{t('team.judgePortal.deadline', { date: formatDateTime(round.deadline) })}</Typography>
        <RoundProgress round={round} />
        <List disablePadding aria-label={t('team.judgePortal.teamsAria', { name: round.name })}>
          {round.assignments.map((assignment) => (
            <AssignmentItem
              key={assignment._id}
              assignment={assignment}
              blind={round.blind}
              selected={assignment._id === selectedId}
              waiting={outbox.statusOf(assignment._id).kind === 'waiting'}
              onOpen={onOpen}
            />
          ))}
        </List>
      </Stack>
    </SectionPanel>
  );
}
