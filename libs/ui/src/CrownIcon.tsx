import { SvgIcon, type SvgIconProps } from '@mui/material';

/** The team leader's crown (MUI has no crown icon; an emoji depends on the device's fonts). */
export function CrownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 10H5L3 7z" />
      <path d="M5 19h14v2H5z" />
    </SvgIcon>
  );
}
