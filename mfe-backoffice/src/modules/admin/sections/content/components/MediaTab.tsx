import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { contentImageUrl, GALLERY_WIDTHS } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { useUploader } from '../hooks/useUploader';
import { fieldId, fileRefOf } from '../utils/contentDraft';
import { GalleryEditor } from './GalleryEditor';
import { LinkField } from './LinkField';
import { UploadButton } from './UploadButton';
import { useT } from '../../../../../i18n';

/** Media: the intro video (a YouTube link) or its poster, and the gallery. */
export function MediaTab() {
  const t = useT();
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="content-intro-heading">
        <Typography id="content-intro-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('backoffice.content.media.introTitle')}
        </Typography>
        <Stack spacing={2}>
          <LinkField path="introVideoUrl" label={t('backoffice.content.media.introVideo')} video preview help={t('backoffice.content.media.introVideoHelp')} />
          <PosterField />
        </Stack>
      </Box>
      <GalleryEditor />
    </Stack>
  );
}

function PosterField() {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const uploader = useUploader({ purpose: 'poster' }, (file) => set('introPoster', fileRefOf(file)));
  const poster = draft.introPoster;
  const problem = uploader.error ?? problems.introPoster;
  return (
    <Box id={fieldId('introPoster')} tabIndex={-1}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('backoffice.content.media.poster')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('backoffice.content.media.posterHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        {poster ? (
          <Box
            component="img"
            src={contentImageUrl(poster.fileId, GALLERY_WIDTHS[0])}
            alt={t('backoffice.content.media.posterAlt')}
            sx={{ width: 160, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.content.media.noPoster')}
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <UploadButton label={t('backoffice.content.media.uploadPoster')} accept="image/jpeg,image/png" uploadKey="poster" busy={uploader.busy} onFile={uploader.start} />
          {poster ? (
            <Button size="small" color="error" onClick={() => set('introPoster', null)}>
              {t('backoffice.content.media.removePoster')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
