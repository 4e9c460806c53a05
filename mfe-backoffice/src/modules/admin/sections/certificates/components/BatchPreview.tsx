import { Alert, Box, Chip, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { formatNumber, type CertificateBatchPreview, type CertificateHolderPreview } from '@hackathon/contracts';
import { holderTypeLabel } from '../utils/certificateView';
import { useT } from '../../../../../i18n';

function ChangeChip({ holder }: { holder: CertificateHolderPreview }) {
  const t = useT();
  return holder.change === 'renamed' ? (
    <Chip size="small" color="warning" label={t('certificates.preview.renamed')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('certificates.preview.new')} />
  );
}

const school = (holder: CertificateHolderPreview) => `${holder.schoolCode} · ${holder.schoolName}`;
const team = (holder: CertificateHolderPreview) => (holder.teamId ? `${holder.teamName ?? ''} (${holder.teamId})`.trim() : '—');

/**
 * The preview of a batch: how many certificates it would issue (new, replacing one under an older
 * name) and how many holders already have theirs, then the first holders. A table from 600 px, a
 * list below (the table's columns would not fit a phone).
 */
export function BatchPreview({ preview }: { preview: CertificateBatchPreview }) {
  const t = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { sample } = preview;
  return (
    <Stack spacing={1.5} data-testid="certificate-preview" aria-live="polite">
      <Alert severity={preview.count > 0 ? 'info' : 'warning'}>
        {preview.count > 0
          ? t('certificates.preview.counts', { count: preview.count, newCount: preview.newCount, renamed: preview.renamedCount, held: preview.alreadyHeld })
          : t('certificates.preview.nothing', { held: preview.alreadyHeld })}
      </Alert>
      {preview.renamedCount > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('certificates.preview.renamedNote')}
        </Typography>
      ) : null}
      {sample.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h4">
            {t('certificates.preview.sampleTitle', { shown: formatNumber(sample.length), count: preview.count })}
          </Typography>
          {phone ? (
            <List dense aria-label={t('certificates.preview.sampleLabel')} sx={{ py: 0 }}>
              {sample.map((holder, index) => (
                <ListItem key={index} disableGutters divider secondaryAction={<ChangeChip holder={holder} />}>
                  <ListItemText
                    primary={holder.holderName}
                    secondary={[school(holder), holder.teamId ? team(holder) : null].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere', pr: 9 } } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('certificates.preview.sampleLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('certificates.field.holder')}</TableCell>
                    <TableCell>{t('backoffice.field.school')}</TableCell>
                    <TableCell>{t('certificates.field.team')}</TableCell>
                    <TableCell>{t('certificates.preview.change')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sample.map((holder, index) => (
                    <TableRow key={index}>
                      <TableCell>
                        {holder.holderName}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {holderTypeLabel(holder.holderType)}
                        </Typography>
                      </TableCell>
                      <TableCell>{school(holder)}</TableCell>
                      <TableCell>{team(holder)}</TableCell>
                      <TableCell>
                        <ChangeChip holder={holder} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      ) : null}
    </Stack>
  );
}
