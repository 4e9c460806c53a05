import { Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { EventDocument } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { SectionPanel } from '../../shared/components/SectionPanel';
import { documentAction, teamResources, type TeamResource } from '../utils/resources';
import { useT } from '../../../i18n';

function view(doc: EventDocument) {
  const action = documentAction(doc);
  if (action.kind === 'soon') toast(action.message);
  else window.open(action.href, '_blank', 'noopener,noreferrer');
}

function download(doc: EventDocument) {
  const action = documentAction(doc);
  if (action.kind === 'soon') {
    toast(action.message);
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = action.href;
  anchor.download = action.fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** The document under the name the panel shows (its toast names it in the reader's language). */
const shownDocument = (resource: Extract<TeamResource, { kind: 'document' }>): EventDocument => ({ ...resource.doc, name: resource.name });

function ResourceActions({ resource }: { resource: TeamResource }) {
  const t = useT();
  if (resource.kind === 'link') {
    return (
      <Button size="small" variant="contained" endIcon={<OpenInNewIcon />} href={resource.href} target="_blank" rel="noopener noreferrer" aria-label={t('team.resources.linkAria', { action: resource.actionLabel, name: resource.name })}>
        {resource.actionLabel}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => view(shownDocument(resource))} aria-label={t('team.resources.viewAria', { name: resource.name })}>
        {t('team.resources.view')}
      </Button>
      <Button size="small" variant="contained" startIcon={<DownloadIcon />} onClick={() => download(shownDocument(resource))} aria-label={t('team.resources.downloadAria', { name: resource.name })}>
        {t('team.resources.download')}
      </Button>
    </Stack>
  );
}

/** The team's resources: guideline PDFs (view, download), the walkthrough video and the mentor feedback form. */
export function ResourcesPanel() {
  const t = useT();
  return (
    <SectionPanel label={t('team.resources.aria')} title={t('team.resources.title')} icon={<LibraryBooksIcon color="primary" />}>
      <Grid container spacing={2}>
        {teamResources().map((resource) => (
          <Grid key={resource.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`team-resource-${resource.key}`}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {resource.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {resource.description}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <ResourceActions resource={resource} />
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </SectionPanel>
  );
}
