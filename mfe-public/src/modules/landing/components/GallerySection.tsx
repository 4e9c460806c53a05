import { useState } from 'react';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Dialog, DialogContent, DialogTitle, Grid, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { EVENT, type GalleryItem } from '@hackathon/contracts';
import { useT } from '../i18n';
import { Section } from './Section';

function isEmbed(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

function GalleryMedia({ item, large = false }: { item: GalleryItem; large?: boolean }) {
  if (item.type === 'image') {
    // an uploaded photo comes in web sizes: a phone downloads the 480 px one
    const sizes = large ? '(min-width: 900px) 900px, 100vw' : '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';
    return (
      <CardMedia
        component="img"
        image={item.path}
        srcSet={item.srcSet}
        sizes={item.srcSet ? sizes : undefined}
        alt={item.alt ?? item.caption}
        loading="lazy"
        sx={{ aspectRatio: '16 / 10', objectFit: 'cover' }}
      />
    );
  }
  if (!large) {
    return (
      <Box sx={{ aspectRatio: '16 / 10', display: 'grid', placeItems: 'center', bgcolor: 'grey.900', color: 'common.white' }}>
        <PlayCircleIcon sx={{ fontSize: 64 }} />
      </Box>
    );
  }
  return isEmbed(item.path) ? (
    <Box component="iframe" src={item.path} title={item.name} allowFullScreen sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }} />
  ) : (
    <Box component="video" src={item.path} controls sx={{ width: '100%' }} />
  );
}

export function GallerySection() {
  const t = useT();
  const [open, setOpen] = useState<GalleryItem | null>(null);
  return (
    <Section id="gallery" title={t('landing.gallery.title')} subtitle={t('landing.gallery.sub')} tinted>
      {EVENT.gallery.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('landing.gallery.empty')}
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        {EVENT.gallery.map((item) => (
          <Grid key={item.path + item.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea onClick={() => setOpen(item)}>
                <GalleryMedia item={item} />
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {item.name} <Chip size="small" label={t('landing.gallery.type', { type: item.type })} sx={{ ml: 0.5 }} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {item.caption}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth>
        {open ? (
          <>
            <DialogTitle sx={{ pr: 6 }}>
              {open.name}
              <IconButton aria-label={t('landing.gallery.close')} onClick={() => setOpen(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent>
              <GalleryMedia item={open} large />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {open.caption}
              </Typography>
            </DialogContent>
          </>
        ) : null}
      </Dialog>
    </Section>
  );
}
