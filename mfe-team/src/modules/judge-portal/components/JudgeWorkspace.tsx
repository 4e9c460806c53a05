import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Grid, Paper, Stack, Typography } from '@mui/material';
import type { JudgeRound } from '@hackathon/contracts';
import { useSheetOutbox } from '../hooks/useSheetOutbox';
import { allAssignments, findAssignment } from '../utils/rounds';
import { assignmentItemId } from './AssignmentItem';
import { RoundSection } from './RoundSection';
import { SheetPanel } from './SheetPanel';
import { useT } from '../../../i18n';

/** The search parameter of the open sheet: the phone's Back button closes it, a reload keeps it open. */
const SHEET_PARAM = 'sheet';

/**
 * The rounds' team lists and the open sheet. Phone first: below md the sheet replaces the list;
 * from md they sit side by side. Closing a sheet puts focus back on its team in the list.
 */
export function JudgeWorkspace({ rounds }: { rounds: JudgeRound[] }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const selectedId = params.get(SHEET_PARAM);
  const selected = findAssignment(rounds, selectedId);
  const assignments = useMemo(() => allAssignments(rounds), [rounds]);
  const outbox = useSheetOutbox(assignments);
  const lastOpened = useRef<string | null>(null);

  // one history step from the list to a sheet, however many teams are opened in turn (desktop)
  const open = (id: string) => setParams({ [SHEET_PARAM]: id }, { replace: selected !== null, state: { fromList: true } });
  const close = () => {
    // opened from the list: Back is the same step; opened by a link or a reload: stay on the page
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else setParams({}, { replace: true });
  };

  const openKey = selected?.assignment._id ?? null;
  useEffect(() => {
    if (openKey) {
      lastOpened.current = openKey;
      return;
    }
    if (!lastOpened.current) return;
    // the team left the list (a declared conflict): the first team instead
    const item = document.getElementById(assignmentItemId(lastOpened.current)) ?? document.querySelector<HTMLElement>('[id^="judge-team-"]');
    item?.focus();
    lastOpened.current = null;
  }, [openKey]);

  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' } }}>
        <Stack spacing={2}>
          {rounds.map((round) => (
            <RoundSection key={round._id} round={round} selectedId={openKey} outbox={outbox} onOpen={open} />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        {selected ? (
          <SheetPanel key={selected.assignment._id} round={selected.round} assignment={selected.assignment} outbox={outbox} onClose={close} />
        ) : (
          <Paper variant="outlined" sx={{ p: 3, display: { xs: 'none', md: 'block' } }}>
            <Typography color="text.secondary">{t('team.judgePortal.choose')}</Typography>
          </Paper>
        )}
      </Grid>
    </Grid>
  );
}
