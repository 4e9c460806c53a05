import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorMessage, type ApiError } from '@hackathon/api-client';
import {
  PHASE_MOVE_UNDO_MINUTES,
  PROMOTE_TOP_GROUPINGS,
  PROMOTE_TOP_MAX,
  PROMOTE_TOP_PHASES,
  type PromoteTopGroupBy,
  type PromoteTopPhase,
  type PromoteTopResult,
} from '@hackathon/contracts';
import { ConfirmDialog, menuOptions, toast } from '@hackathon/ui';
import { usePromoteTop } from '../hooks/usePhases';
import { useRoundOptions } from '../hooks/useRoundOptions';
import { parseTopN } from '../utils/promoteTop';
import { PromoteTopPreview } from './PromoteTopPreview';
import { useT } from '../../../../../i18n';

export interface PromoteTopDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a promotion: the section offers its undo. */
  onPromoted: (result: PromoteTopResult) => void;
}

/**
 * Promote top N (issue 27): the phase, N and the grouping; Preview lists the teams chosen per
 * group (nothing changes); the promotion asks once more, then the server chooses again at that
 * moment and promotes like the bulk action.
 */
export function PromoteTopDialog({ open, onClose, onPromoted }: PromoteTopDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="promote-top-title" fullWidth maxWidth="sm">
      <DialogTitle id="promote-top-title">{t('backoffice.phases.promoteTop.title')}</DialogTitle>
      {open ? <PromoteTopForm onClose={onClose} onPromoted={onPromoted} /> : null}
    </Dialog>
  );
}

function PromoteTopForm({ onClose, onPromoted }: Omit<PromoteTopDialogProps, 'open'>) {
  const t = useT();
  const [phase, setPhase] = useState<PromoteTopPhase>(1);
  const [nText, setNText] = useState('');
  const [groupBy, setGroupBy] = useState<PromoteTopGroupBy>('region');
  // '' : every team of the phase; else a judging round's id (only the teams it judged)
  const [roundId, setRoundId] = useState('');
  const rounds = useRoundOptions(true);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ result: PromoteTopResult; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = usePromoteTop();
  const fail = (error: ApiError) => {
    if (!error.shouldLogout) toast.error(errorMessage(error));
  };

  const showPreview = () => {
    const parsed = parseTopN(nText);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    run.mutate({ phase, n: parsed.n, groupBy, ...(roundId ? { roundId } : {}), confirm: false }, { onSuccess: setPreview, onError: fail });
  };

  const promote = () => {
    if (!preview) return;
    const { phase: shown, n, groupBy: by } = preview.result;
    run.mutate(
      { phase: shown, n, groupBy: by, ...(roundId ? { roundId } : {}), confirm: true },
      {
        onSuccess: ({ result, message }) => {
          toast.success(message);
          onPromoted(result);
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          fail(error);
        },
      },
    );
  };

  // any change of the inputs makes the preview stale: it must be shown again before promoting
  const change = (apply: () => void) => {
    apply();
    setPreview(null);
    setFieldError(null);
  };

  const total = preview?.result.total ?? 0;
  const promoteLabel = t('backoffice.phases.promoteTop.promote', { count: total });
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.phases.promoteTop.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="promote-top-phase"
              select
              label={t('backoffice.phases.promoteTop.phase')}
              value={phase}
              onChange={(event) => change(() => setPhase(Number(event.target.value) as PromoteTopPhase))}
              fullWidth
            >
              {menuOptions(PROMOTE_TOP_PHASES, (value) => t(value === 1 ? 'backoffice.phases.promoteTop.fromPhase1' : 'backoffice.phases.promoteTop.fromPhase2'))}
            </TextField>
            <TextField
              id="promote-top-n"
              label={t('backoffice.phases.promoteTop.n')}
              value={nText}
              onChange={(event) => change(() => setNText(event.target.value))}
              error={Boolean(fieldError)}
              helperText={fieldError ?? t('backoffice.phases.promoteTop.nHint', { max: PROMOTE_TOP_MAX })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
              fullWidth
            />
            <TextField
              id="promote-top-group"
              select
              label={t('backoffice.phases.promoteTop.groupBy')}
              value={groupBy}
              onChange={(event) => change(() => setGroupBy(event.target.value as PromoteTopGroupBy))}
              fullWidth
            >
              {menuOptions(PROMOTE_TOP_GROUPINGS, (value) => t(value === 'zone' ? 'backoffice.phases.promoteTop.byZone' : 'backoffice.phases.promoteTop.byRegion'))}
            </TextField>
          </Stack>
          <TextField
            id="promote-top-round"
            select
            label={t('backoffice.phases.promoteTop.round')}
            value={roundId}
            onChange={(event) => change(() => setRoundId(event.target.value))}
            helperText={t('backoffice.phases.promoteTop.roundHint')}
            fullWidth
          >
            <MenuItem value="">{t('backoffice.phases.promoteTop.everyTeam')}</MenuItem>
            {(rounds.data ?? []).map((round) => (
              <MenuItem key={round._id} value={round._id}>
                {round.name}
              </MenuItem>
            ))}
          </TextField>
          {preview ? <PromoteTopPreview result={preview.result} message={preview.message} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={run.isPending}>
          {t('backoffice.common.cancel')}
        </Button>
        {preview && total > 0 ? (
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={run.isPending}>
            {promoteLabel}
          </Button>
        ) : (
          <Button variant="contained" onClick={showPreview} disabled={run.isPending}>
            {t('backoffice.phases.preview')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('backoffice.phases.promoteTop.confirmTitle', { count: total, target: preview?.result.phase === 2 ? 'finalist' : 'phase2' })}
        message={t('backoffice.phases.promoteTop.confirmIntro', { minutes: PHASE_MOVE_UNDO_MINUTES })}
        confirmText={promoteLabel}
        waitSeconds={0}
        busy={run.isPending}
        onConfirm={promote}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
