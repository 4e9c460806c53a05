import { useState } from 'react';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { MSG } from '@hackathon/contracts';
import { useTypedTeamPassword } from '@hackathon/session';
import { toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import { copyText } from '../utils/clipboard';
import { displayedValue, teamCredentials, type CredentialField } from '../utils/credentials';

async function copy(field: CredentialField) {
  if (field.value === null) return;
  if (await copyText(field.value)) toast.success(MSG.copiedToClipboard, { id: 'team-credentials-copy' });
  else toast.error(MSG.copyFailed, { id: 'team-credentials-copy' });
}

function CredentialRow({ field }: { field: CredentialField }) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const available = field.value !== null;
  return (
    <Box sx={{ py: 1.25, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Typography variant="caption" color="text.secondary" component="div" id={`credential-${field.label}`}>
        {field.label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography
          aria-labelledby={`credential-${field.label}`}
          variant={available ? 'body1' : 'body2'}
          color={available ? 'text.primary' : 'text.secondary'}
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontFamily: available ? 'monospace' : undefined, fontWeight: available ? 600 : 400 }}
        >
          {displayedValue(field, revealed)}
        </Typography>
        {available && field.secret ? (
          <Tooltip title={revealed ? t('team.credentials.hidePassword') : t('team.credentials.showPassword')}>
            <IconButton aria-label={revealed ? t('team.credentials.hidePassword') : t('team.credentials.showPassword')} onClick={() => setRevealed((value) => !value)}>
              {revealed ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </Tooltip>
        ) : null}
        {available ? (
          <Tooltip title={t('team.credentials.copy', { label: field.label })}>
            <IconButton aria-label={t('team.credentials.copy', { label: field.label })} onClick={() => void copy(field)}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The team's sign-in credentials (Team Email and Password). The password is the one typed at this
 * tab's sign-in, held in memory only; otherwise the panel says it is hidden and who can reset it.
 */
export function CredentialsPanel({ teamEmail }: { teamEmail: string | null }) {
  const t = useT();
  const typedPassword = useTypedTeamPassword();
  const fields = teamCredentials(teamEmail, typedPassword);
  return (
    <Card component="section" aria-label={t('team.credentials.aria')} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <KeyIcon color="primary" />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('team.credentials.title')}
          </Typography>
        </Stack>
        {fields.map((field) => (
          <CredentialRow key={field.label} field={field} />
        ))}
      </CardContent>
    </Card>
  );
}
