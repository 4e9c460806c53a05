import { JudgesFeedback } from '@hackathon/ui';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Team } from '@hackathon/contracts';
import { teamCategory } from '../../shared/utils/summary';
import { CATEGORY_LABEL } from '../../shared/utils/labels';
import { useT } from '../../../i18n';

export interface TeamDetailsDialogProps {
  /** The team to show; null keeps the dialog closed (and its feedback unread). */
  team: Team | null;
  onClose: () => void;
}

/** A team's View dialog: who it is, where it stands, and the judges' feedback (read when it opens). */
export function TeamDetailsDialog({ team, onClose }: TeamDetailsDialogProps) {
  const t = useT();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const members = team && Array.isArray(team.members) ? team.members.length : 0;
  return (
    <Dialog open={team !== null} onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen} aria-labelledby="team-details-title">
      {team ? (
        <>
          <DialogTitle id="team-details-title" sx={{ overflowWrap: 'anywhere' }}>
            {team.teamName}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {t('school.teams.idLine', { teamId: team.teamId, category: CATEGORY_LABEL[teamCategory(team)] })}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2">{t('school.teams.mentorLine', { name: team.assignedMentorName || t('school.teams.notAssigned') })}</Typography>
            <Typography variant="body2">{t('school.teams.statsLine', { members, phase: team.currentPhase ?? 1, score: team.totalScore ?? 0 })}</Typography>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
              {t('school.judgesFeedback.title')}
            </Typography>
            {/* the _id names the team exactly; the server accepts it as well as the Team ID */}
            <JudgesFeedback teamRef={team._id || team.teamId} headingLevel="h4" />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('school.actions.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
