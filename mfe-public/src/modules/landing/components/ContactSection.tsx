import { Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../i18n';
import { Section } from './Section';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactSection() {
  const t = useT();
  const items: Array<{ id: string; icon: ReactNode; title: string; body: ReactNode }> = [
    { id: 'email', icon: <EmailIcon color="primary" />, title: t('landing.contact.email'), body: <Link href={`mailto:${EVENT.contact.email}`}>{EVENT.contact.email}</Link> },
    { id: 'helpline', icon: <PhoneIcon color="primary" />, title: t('landing.contact.helpline'), body: <Link href={telHref(EVENT.contact.helpline)}>{EVENT.contact.helpline}</Link> },
    { id: 'office', icon: <LocationOnIcon color="primary" />, title: t('landing.contact.office'), body: EVENT.contact.address },
    { id: 'hours', icon: <AccessTimeIcon color="primary" />, title: t('landing.contact.hours'), body: EVENT.contact.supportHours },
  ];
  return (
    <Section id="contact" title={t('landing.contact.title')} subtitle={t('landing.contact.sub')}>
      <Grid container spacing={3}>
        {items.map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  {item.icon}
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {item.title}
                  </Typography>
                </Stack>
                <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
                  {item.body}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
