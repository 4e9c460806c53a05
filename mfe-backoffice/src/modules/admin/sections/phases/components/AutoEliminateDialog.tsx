import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { DEFAULTS, PHASES, type AutoEliminateResult, type PhaseNumber } from '@hackathon/contracts';
import { menuOptions, toast } from '@hackathon/ui';
import { useAutoEliminate } from '../hooks/usePhases';
import { parseThreshold, phaseLabel, phaseScore } from '../utils/phaseActions';
import { useT } from '../../../../../i18n';

export interface AutoEliminateDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Auto-eliminate by a score threshold for a phase: first a preview of the teams it would
 * eliminate (nothing changes), then Confirm eliminates the teams that qualify at that moment.
 */
export function AutoEliminateDialog({ open, onClose }: AutoEliminateDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="auto-eliminate-title" fullWidth maxWidth="md">
      <DialogTitle id="auto-eliminate-title">{t('backoffice.phases.autoEliminate')}</DialogTitle>
      {open ? <AutoEliminateForm onClose={onClose} /> : null}
    </Dialog>
  );
}

interface Preview {
  result: AutoEliminateResult;
  message: string;
}

function AutoEliminateForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [thresholdText, setThresholdText] = useState('');
  const [phase, setPhase] = useState<PhaseNumber>(DEFAULTS.autoEliminatePhase as PhaseNumber);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const run = useAutoEliminate();

  const showPreview = () => {
    const parsed = parseThreshold(thresholdText);
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    run.mutate(
      { threshold: parsed.threshold, phase, confirm: false },
      {
        onSuccess: (answer) => setPreview(answer),
        onError: (error) => {
          if (!error.shouldLogout) toast.error(errorMessage(error));
        },
      },
    );
  };

  const confirm = () => {
    if (!preview) return;
    run.mutate(
      { threshold: preview.result.threshold, phase: preview.result.phase, confirm: true },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (!error.shouldLogout) toast.error(errorMessage(error));
        },
      },
    );
  };

  // any change of the inputs makes the preview stale: it must be shown again before confirming
  const change = (apply: () => void) => {
    apply();
    setPreview(null);
    setFieldError(null);
  };

  const candidates = preview?.result.candidates ?? [];
  const total = preview?.result.total ?? 0;
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.phases.autoIntro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="auto-eliminate-threshold"
              label={t('backoffice.phases.threshold')}
              value={thresholdText}
              onChange={(event) => change(() => setThresholdText(event.target.value))}
              error={Boolean(fieldError)}
              helperText={fieldError ?? t('backoffice.phases.thresholdHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
              fullWidth
            />
            <TextField
              id="auto-eliminate-phase"
              select
              label={t('backoffice.field.phase')}
              value={phase}
              onChange={(event) => change(() => setPhase(Number(event.target.value) as PhaseNumber))}
              fullWidth
            >
              {menuOptions(PHASES, phaseLabel)}
            </TextField>
          </Stack>
          {preview ? (
            <Stack spacing={1} data-testid="auto-eliminate-preview">
              <Alert severity={total > 0 ? 'warning' : 'info'}>{preview.message}</Alert>
              {preview.result.unscored > 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('backoffice.phases.unscored', { count: preview.result.unscored, phase: phaseLabel(preview.result.phase) })}
                </Typography>
              ) : null}
              {candidates.length > 0 ? (
                <Table size="small" aria-label={t('backoffice.phases.candidates')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('backoffice.field.teamId')}</TableCell>
                      <TableCell>{t('backoffice.field.teamName')}</TableCell>
                      <TableCell>{t('backoffice.field.school')}</TableCell>
                      <TableCell align="right">{t('backoffice.field.score')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {candidates.map((team) => (
                      <TableRow key={team._id}>
                        <TableCell>{team.teamId}</TableCell>
                        <TableCell>{team.teamName}</TableCell>
                        <TableCell>{team.schoolName}</TableCell>
                        <TableCell align="right">{phaseScore(team, preview.result.phase) ?? t('backoffice.common.none')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
              {total > candidates.length ? (
                <Typography variant="body2" color="text.secondary">
                  {t('backoffice.phases.andMore', { count: total - candidates.length })}
                </Typography>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={run.isPending}>
          {t('backoffice.common.cancel')}
        </Button>
        {preview && total > 0 ? (
          <Button variant="contained" color="error" onClick={confirm} disabled={run.isPending}>
            {t('backoffice.phases.confirmEliminate', { count: total })}
          </Button>
        ) : (
          <Button variant="contained" onClick={showPreview} disabled={run.isPending}>
            {t('backoffice.phases.preview')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
