import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { CoverageAssignment, TeamCoverage } from '@hackathon/contracts';
import { scoreText, sheetStateColor, sheetStateLabel } from '../utils/judgingView';
import { useT } from '../../../../../i18n';

/** A judge's sheet: its name and state, coloured by the state. */
export function SheetChip({ sheet }: { sheet: CoverageAssignment }) {
  const t = useT();
  return <Chip size="small" label={t('judging.coverage.sheetChip', { judge: sheet.judgeName, state: sheetStateLabel(sheet.state) })} color={sheetStateColor(sheet.state)} data-state={sheet.state} sx={{ maxWidth: '100%' }} />;
}

/** A team's sheets on its card: a chip per judge, and any declared conflict's reason in words. */
export function TeamSheetChips({ team }: { team: TeamCoverage }) {
  const t = useT();
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {team.assignments.map((sheet) => (
          <SheetChip key={sheet.assignmentId} sheet={sheet} />
        ))}
      </Box>
      {team.assignments
        .filter((sheet) => sheet.state === 'conflict' && sheet.conflictReason)
        .map((sheet) => (
          <Typography key={sheet.assignmentId} variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }} data-conflict={sheet.assignmentId}>
            {t('judging.coverage.conflictReason', { judge: sheet.judgeName, reason: sheet.conflictReason ?? '' })}
          </Typography>
        ))}
    </Stack>
  );
}

export interface TeamSheetActionsProps {
  team: TeamCoverage;
  onSwap: (sheet: CoverageAssignment) => void;
  onReopen: (sheet: CoverageAssignment) => void;
}

/**
 * The team's detail: each judge's sheet with its state, total and conflict reason; Swap judge where
 * the sheet is not submitted (a conflict left without a replacement included), Reopen where it is.
 */
export function TeamSheetActions({ team, onSwap, onReopen }: TeamSheetActionsProps) {
  const t = useT();
  return (
    <List disablePadding aria-label={t('judging.coverage.sheetsOf', { team: team.teamName })}>
      {team.assignments.map((sheet) => (
        <ListItem key={sheet.assignmentId} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }} data-sheet={sheet.assignmentId}>
          <ListItemText
            sx={{ flex: '1 1 200px', minWidth: 0 }}
            primary={<SheetChip sheet={sheet} />}
            secondary={
              <>
                {sheet.total !== null ? t('judging.coverage.total', { total: scoreText(sheet.total) }) : null}
                {sheet.state === 'conflict' && sheet.conflictReason ? (
                  <Typography component="span" variant="body2" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {t('judging.coverage.conflictReason', { judge: sheet.judgeName, reason: sheet.conflictReason })}
                  </Typography>
                ) : null}
              </>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
          {sheet.state === 'submitted' ? (
            <Button size="small" startIcon={<LockOpenIcon />} onClick={() => onReopen(sheet)} aria-label={t('judging.coverage.reopenOf', { judge: sheet.judgeName })}>
              {t('judging.coverage.reopen')}
            </Button>
          ) : (
            <Button size="small" startIcon={<SwapHorizIcon />} onClick={() => onSwap(sheet)} aria-label={t('judging.coverage.swapOf', { judge: sheet.judgeName })}>
              {t('judging.coverage.swap')}
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );
}
