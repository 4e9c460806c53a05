import { ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import type { JudgeAssignment } from '@hackathon/contracts';
import { StateChips } from './StateChips';
import { TeamFacts } from './TeamFacts';

/** The list entry of a team, as an id the workspace returns focus to. */
export const assignmentItemId = (assignmentId: string) => `judge-team-${assignmentId}`;

export interface AssignmentItemProps {
  assignment: JudgeAssignment;
  blind: boolean;
  selected: boolean;
  waiting: boolean;
  onOpen: (assignmentId: string) => void;
}

/** One team to score: a button that opens its sheet, with the sheet's state and the team's facts. */
export function AssignmentItem({ assignment, blind, selected, waiting, onOpen }: AssignmentItemProps) {
  return (
    <ListItem disablePadding divider data-assignment-id={assignment._id}>
      <ListItemButton id={assignmentItemId(assignment._id)} selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(assignment._id)} sx={{ py: 1.5, alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {assignment.team.teamName}
          </Typography>
          <StateChips assignment={assignment} waiting={waiting} />
          <TeamFacts team={assignment.team} blind={blind} />
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
