import { Button, Grid, Link } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactNode } from 'react';
import { EVENT, eventDocument, type EventDocument } from '@hackathon/contracts';
import { DocumentCard } from '@hackathon/ui';
import { RouterLink } from '../../shared/RouterLink';
import { DocumentActions } from './DocumentActions';
import { useT } from '../i18n';
import { Section } from './Section';

interface ResourceCard {
  doc: EventDocument;
  icon: ReactNode;
  description: string;
  extra?: ReactNode;
}

export function GuidelinesSection() {
  const t = useT();
  const cards: ResourceCard[] = [
    {
      doc: eventDocument('bootcamp'),
      icon: <MenuBookIcon color="primary" />,
      description: t('landing.guide.bootcamp'),
      extra: (
        <Button component={RouterLink} to="/rulebook" size="small" startIcon={<AssignmentIcon />}>
          {t('landing.guide.rulebook')}
        </Button>
      ),
    },
    {
      doc: eventDocument('lms'),
      icon: <SchoolIcon color="primary" />,
      description: t('landing.guide.lms'),
      extra: EVENT.lmsWalkthroughVideoUrl && (
        <Link href={EVENT.lmsWalkthroughVideoUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <OndemandVideoIcon fontSize="small" /> {t('landing.guide.video')}
        </Link>
      ),
    },
    { doc: eventDocument('schoolAdminLogin'), icon: <AdminPanelSettingsIcon color="primary" />, description: t('landing.guide.schoolAdmin') },
    { doc: eventDocument('teamLogin'), icon: <GroupsIcon color="primary" />, description: t('landing.guide.team') },
    { doc: eventDocument('assessment'), icon: <AssignmentIcon color="primary" />, description: t('landing.guide.assessment') },
  ];
  return (
    <Section id="guidelines" title={t('landing.guide.title')} subtitle={t('landing.guide.sub')}>
      <Grid container spacing={3}>
        {cards.map(({ doc, icon, description, extra }) => (
          <Grid key={doc.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <DocumentCard title={doc.name} icon={icon} description={description} headingLevel="h3" extra={extra} actions={<DocumentActions doc={doc} />} testId={`resource-${doc.key}`} />
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
