import { Box } from '@mui/material';

/** A small player of an embeddable video (YouTube, the one host the CSP lets the page frame). */
export function VideoPreview({ src, title }: { src: string; title: string }) {
  return (
    <Box sx={{ mt: 1, width: '100%', maxWidth: 360, aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900' }}>
      <Box
        component="iframe"
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
