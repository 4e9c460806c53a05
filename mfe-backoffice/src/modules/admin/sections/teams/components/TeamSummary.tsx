import { Box, Chip } from '@mui/material';
import type { TeamStat } from '../utils/teamView';
import { useT } from '../../../../../i18n';

/**
 * The Teams section's figures as one strip of small tiles (issue 25): the nine stat cards took
 * two rows of 100 px and pushed the table below the fold at 1366x768. A figure with a filter is a
 * button that narrows the list to it, as the cards did.
 */
export function TeamSummary({ stats }: { stats: ReadonlyArray<TeamStat & { onClick?: () => void }> }) {
  const t = useT();
  return (
    <Box role="group" aria-label={t('backoffice.offscreen.teamSummary')} data-testid="team-summary" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {stats.map((stat) => (
        <Chip
          key={stat.key}
          size="small"
          variant="outlined"
          onClick={stat.onClick}
          label={
            <>
              {stat.title}:{' '}
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {stat.value}
              </Box>
              {stat.subtitle ? <> ({stat.subtitle})</> : null}
            </>
          }
          sx={{ maxWidth: '100%', '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        />
      ))}
    </Box>
  );
}
