import { Button, type ButtonProps } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EVENT } from '@hackathon/contracts';

/** 'Go to LMS Bootcamp': the learning site, in a new tab (its address is in the event configuration). */
export function LmsButton(props: Pick<ButtonProps, 'size' | 'fullWidth' | 'color'>) {
  return (
    <Button variant="contained" color="secondary" endIcon={<OpenInNewIcon />} href={EVENT.lmsUrl} target="_blank" rel="noopener noreferrer" {...props}>
      Go to LMS Bootcamp
    </Button>
  );
}
