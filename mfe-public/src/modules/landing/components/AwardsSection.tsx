import { Avatar, Card, CardContent, Grid, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { EVENT } from '@hackathon/contracts';
import { useT } from '../i18n';
import { Section } from './Section';

const ACCENTS = ['info.main', 'success.main', 'warning.main', 'secondary.main'];

export function AwardsSection() {
  const t = useT();
  return (
    <Section id="awards" title={t('landing.awards.title')} subtitle={t('landing.awards.sub')}>
      <Grid container spacing={3}>
        {EVENT.prizes.map((prize, index) => (
          <Grid key={prize.level} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%', borderTop: 4, borderColor: ACCENTS[index % ACCENTS.length] }}>
              <CardContent>
                <Avatar sx={{ bgcolor: ACCENTS[index % ACCENTS.length], mb: 1.5 }}>
                  <EmojiEventsIcon />
                </Avatar>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {t('landing.awards.level', { level: prize.level })}
                </Typography>
                <List dense disablePadding>
                  {prize.items.map((item) => (
                    <ListItem key={item} disableGutters>
                      <ListItemIcon sx={{ minWidth: 30 }}>
                        <CheckCircleIcon fontSize="small" color="success" />
                      </ListItemIcon>
                      <ListItemText primary={item} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
