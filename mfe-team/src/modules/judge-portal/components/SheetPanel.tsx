import { useEffect, useId, useRef, useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { JudgeAssignment, JudgeRound } from '@hackathon/contracts';
import type { SheetOutbox } from '../hooks/useSheetOutbox';
import { ConflictDialog } from './ConflictDialog';
import { SheetForm } from './SheetForm';
import { SubmittedSheet } from './SubmittedSheet';
import { TeamFacts } from './TeamFacts';
import { useT } from '../../../i18n';

export interface SheetPanelProps {
  round: JudgeRound;
  assignment: JudgeAssignment;
  outbox: SheetOutbox;
  onClose: () => void;
}

/** An opened team: its facts and its sheet (editable, or read only once submitted). Focus lands on its name. */
export function SheetPanel({ round, assignment, outbox, onClose }: SheetPanelProps) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [conflict, setConflict] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }} data-sheet={assignment._id}>
      <Button startIcon={<ArrowBackIcon />} onClick={onClose} sx={{ mb: 1, ml: -1 }}>
        {t('team.judgePortal.back')}
      </Button>
      <Typography id={headingId} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', mb: 1, '&:focus': { outline: 'none' } }}>
        {assignment.team.teamName}
      </Typography>
      <TeamFacts team={assignment.team} blind={round.blind} />
      {assignment.state === 'submitted' ? (
        <SubmittedSheet round={round} assignment={assignment} />
      ) : (
        <SheetForm round={round} assignment={assignment} outbox={outbox} onConflict={() => setConflict(true)} />
      )}
      <ConflictDialog
        assignment={conflict ? assignment : null}
        onClose={() => setConflict(false)}
        onDeclared={() => {
          setConflict(false);
          onClose();
        }}
      />
    </Paper>
  );
}
