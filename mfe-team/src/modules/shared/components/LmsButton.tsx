import { useId } from 'react';
import { Button, Stack, Typography, type ButtonProps } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/**
 * 'Go to LMS Bootcamp': the learning site, in a new tab (its address is the organisers' published
 * link). Before they publish it the button is disabled and says when it comes.
 */
export function LmsButton(props: Pick<ButtonProps, 'size' | 'fullWidth' | 'color'>) {
  const t = useT();
  const soonId = useId();
  const url = EVENT.lmsUrl;
  if (!url) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" color="secondary" disabled aria-describedby={soonId} {...props}>
          {t('team.lms.button')}
        </Button>
        <Typography id={soonId} variant="body2" sx={{ color: 'inherit' }}>
          {t('team.lms.soon')}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button variant="contained" color="secondary" endIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener noreferrer" {...props}>
      {t('team.lms.button')}
    </Button>
  );
}
