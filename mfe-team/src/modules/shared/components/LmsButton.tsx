import { Button, type ButtonProps } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../../../i18n';

/** 'Go to LMS Bootcamp': the learning site, in a new tab (its address is in the event configuration). */
export function LmsButton(props: Pick<ButtonProps, 'size' | 'fullWidth' | 'color'>) {
  const t = useT();
  return (
    <Button variant="contained" color="secondary" endIcon={<OpenInNewIcon />} href={EVENT.lmsUrl} target="_blank" rel="noopener noreferrer" {...props}>
      {t('team.lms.button')}
    </Button>
  );
}
