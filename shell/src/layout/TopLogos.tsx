import { Box, Container, Stack, Typography } from '@mui/material';
import { EVENT_TITLE } from '@hackathon/contracts';
import { useT } from '@hackathon/ui';

/** The strip of logos above the navigation bar (hidden on the sign-in and password pages). */
export function TopLogos() {
  const t = useT();
  return (
    <Box component="header" data-testid="top-logos" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Emblem />
            <Box>
              <Typography variant="subtitle2" sx={{ lineHeight: 1.2, fontWeight: 700 }}>
                {t('common.logos.organiser')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('common.logos.ministry')}
              </Typography>
            </Box>
          </Stack>
          <Typography variant="subtitle2" color="primary" sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 700 }}>
            {t('common.logos.eventTitle', { edition: EVENT_TITLE.edition })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}

/** A simple wheel emblem drawn inline (no image request, crisp at any size). */
export function Emblem({ size = 40 }: { size?: number }) {
  const spokes = Array.from({ length: 24 }, (_, index) => (index * 360) / 24);
  return (
    <Box component="svg" viewBox="0 0 40 40" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden="true">
      <circle cx="20" cy="20" r="18" fill="none" stroke="#12326b" strokeWidth="2.5" />
      <circle cx="20" cy="20" r="3" fill="#12326b" />
      {spokes.map((angle) => (
        <line key={angle} x1="20" y1="20" x2="20" y2="4" stroke="#12326b" strokeWidth="0.8" transform={`rotate(${angle} 20 20)`} />
      ))}
    </Box>
  );
}
