import { JudgesFeedback } from '@hackathon/ui';
import { useId, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useT } from '../../../i18n';

/**
 * A team card's 'Judges' feedback', closed at first: the feedback is read only when the mentor opens
 * it, so a page of cards sends no request per team on load (a disclosure button, keyboard-operable).
 */
export function MentorTeamFeedback({ teamRef }: { teamRef: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const regionId = `${id}-region`;
  const buttonId = `${id}-button`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h4" variant="caption" sx={{ fontWeight: 600 }}>
        <Button
          id={buttonId}
          size="small"
          aria-expanded={open}
          aria-controls={regionId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setOpen((value) => !value)}
          sx={{ ml: -0.5, minHeight: 36 }}
        >
          {t('team.judgesFeedback.title')}
        </Button>
      </Typography>
      <Box id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} sx={{ mt: 1 }}>
        {open ? <JudgesFeedback teamRef={teamRef} headingLevel="h5" /> : null}
      </Box>
    </Box>
  );
}
