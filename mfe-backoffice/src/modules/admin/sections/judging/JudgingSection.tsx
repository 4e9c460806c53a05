import { useCallback, useState } from 'react';
import { Box } from '@mui/material';
import type { JudgingRound } from '@hackathon/contracts';
import { RoundDetail } from './components/RoundDetail';
import { RoundFormDialog, type RoundFormTarget } from './components/RoundFormDialog';
import { RoundsList } from './components/RoundsList';

/**
 * Judging (issue 27): the judged rounds. The list, with New round; a round opens in place with its
 * assignment, coverage board and results. A new round opens once saved, ready for its preview.
 */
export function JudgingSection() {
  const [roundId, setRoundId] = useState<string | null>(null);
  const [form, setForm] = useState<RoundFormTarget>(null);
  const onCreate = useCallback(() => setForm({ round: null }), []);
  const onEdit = useCallback((round: JudgingRound) => setForm({ round }), []);
  const onSaved = useCallback((round: JudgingRound) => setRoundId(round._id), []);

  return (
    <Box>
      {roundId ? <RoundDetail id={roundId} onBack={() => setRoundId(null)} onEdit={onEdit} /> : <RoundsList onOpen={setRoundId} onCreate={onCreate} />}
      <RoundFormDialog target={form} onClose={() => setForm(null)} onSaved={onSaved} />
    </Box>
  );
}
