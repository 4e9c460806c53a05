import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import type { FieldError, MessageId } from '@hackathon/contracts';
import { tabOfPath } from '../utils/contentDraft';
import { useT } from '../../../../../i18n';

const SHOWN = 8;

/** What stopped the save, listed above the tabs: each problem names its tab and leads to its field. */
export function ProblemSummary({ problems, onGo }: { problems: readonly FieldError[]; onGo: (path: string) => void }) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" role="alert" data-testid="content-problems">
      <AlertTitle>{t('backoffice.content.problemsTitle', { count: problems.length })}</AlertTitle>
      <List dense disablePadding>
        {problems.slice(0, SHOWN).map(({ path, msg }) => (
          <ListItem key={path} disableGutters sx={{ py: 0 }}>
            <Link component="button" type="button" variant="body2" onClick={() => onGo(path)} sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
              {t(`backoffice.content.tab.${tabOfPath(path)}` as MessageId)}: {msg}
            </Link>
          </ListItem>
        ))}
      </List>
      {problems.length > SHOWN ? t('backoffice.content.problemsMore', { count: problems.length - SHOWN }) : null}
    </Alert>
  );
}
