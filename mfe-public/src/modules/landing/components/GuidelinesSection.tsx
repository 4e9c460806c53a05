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
import { Section } from './Section';

interface ResourceCard {
  doc: EventDocument;
  icon: ReactNode;
  description: string;
  extra?: ReactNode;
}

export function GuidelinesSection() {
  const cards: ResourceCard[] = [
    {
      doc: eventDocument('bootcamp'),
      icon: <MenuBookIcon color="primary" />,
      description: 'How the bootcamps run: sessions, attendance and conduct.',
      extra: (
        <Button component={RouterLink} to="/rulebook" size="small" startIcon={<AssignmentIcon />}>
          Competition Rulebook
        </Button>
      ),
    },
    {
      doc: eventDocument('lms'),
      icon: <SchoolIcon color="primary" />,
      description: 'A step-by-step tour of the learning site used during the bootcamps.',
      extra: (
        <Link href={EVENT.lmsWalkthroughVideoUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <OndemandVideoIcon fontSize="small" /> Watch video
        </Link>
      ),
    },
    { doc: eventDocument('schoolAdminLogin'), icon: <AdminPanelSettingsIcon color="primary" />, description: 'Registering the school, verifying the email and using the school dashboard.' },
    { doc: eventDocument('teamLogin'), icon: <GroupsIcon color="primary" />, description: 'Signing in with the Team ID and using the team dashboard.' },
    { doc: eventDocument('assessment'), icon: <AssignmentIcon color="primary" />, description: 'How the rounds are assessed and scored.' },
  ];
  return (
    <Section id="guidelines" title="Guidelines & Resources" subtitle="Everything schools, mentors and teams need, to view online or download.">
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
