import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { CONTENT_LIMITS, contentImageUrl, GALLERY_WIDTHS, type GalleryEntryContent } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { useUploader } from '../hooks/useUploader';
import { emptyBilingual, fieldId, fileRefOf, moveItem, newEntryId, removeAt } from '../utils/contentDraft';
import { BilingualField } from './BilingualField';
import { EntryCard } from './EntryCard';
import { LinkField } from './LinkField';
import { UploadButton } from './UploadButton';
import { useT } from '../../../../../i18n';

/**
 * The gallery in the order the landing page shows it: photos (uploaded, then captioned and
 * described in both languages, with the students' consent) and YouTube videos.
 */
export function GalleryEditor() {
  const t = useT();
  const { draft, change } = useContentEditor();
  const gallery = draft.gallery;
  const full = gallery.length >= CONTENT_LIMITS.gallery;
  const append = (entry: GalleryEntryContent) => change((d) => ({ ...d, gallery: [...d.gallery, entry] }), 'gallery');
  const uploader = useUploader({ purpose: 'gallery' }, (file) =>
    append({ id: newEntryId('photo'), type: 'image', file: fileRefOf(file), url: null, caption: emptyBilingual(), alt: emptyBilingual(), consentRecorded: false }),
  );
  const addVideo = () => append({ id: newEntryId('video'), type: 'video', file: null, url: null, caption: emptyBilingual(), alt: emptyBilingual(), consentRecorded: false });

  return (
    <Box component="section" aria-labelledby="content-gallery-heading">
      <Typography id="content-gallery-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('backoffice.content.gallery.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('backoffice.content.gallery.intro')}
      </Typography>
      <Stack spacing={1.5}>
        {gallery.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('backoffice.content.gallery.empty')}
          </Typography>
        ) : null}
        {gallery.map((entry, index) => (
          <GalleryEntry key={entry.id} entry={entry} index={index} count={gallery.length} />
        ))}
        {uploader.error ? (
          <Alert severity="error" role="alert">
            {uploader.error}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <UploadButton label={t('backoffice.content.gallery.addPhoto')} accept="image/jpeg,image/png" uploadKey="gallery" busy={uploader.busy} disabled={full} onFile={uploader.start} />
          <Button variant="outlined" size="small" startIcon={<VideoLibraryIcon />} onClick={addVideo} disabled={full}>
            {t('backoffice.content.gallery.addVideo')}
          </Button>
          {full ? (
            <Typography variant="caption" color="text.secondary">
              {t('backoffice.content.gallery.full', { max: CONTENT_LIMITS.gallery })}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

function GalleryEntry({ entry, index, count }: { entry: GalleryEntryContent; index: number; count: number }) {
  const t = useT();
  const { change, set, problems } = useContentEditor();
  const path = `gallery.${index}`;
  const photo = entry.type === 'image';
  const title = t(photo ? 'backoffice.content.gallery.photo' : 'backoffice.content.gallery.video', { n: index + 1 });
  const fileProblem = problems[`${path}.file`];
  return (
    <Box data-gallery-entry={index}>
      <EntryCard
        title={title}
        index={index}
        count={count}
        onMove={(delta) => change((d) => ({ ...d, gallery: moveItem(d.gallery, index, delta) }), 'gallery')}
        onRemove={() => change((d) => ({ ...d, gallery: removeAt(d.gallery, index) }), 'gallery')}
      >
        {photo && entry.file ? (
          <Box
            component="img"
            src={contentImageUrl(entry.file.fileId, GALLERY_WIDTHS[0])}
            alt={entry.alt.en || title}
            sx={{ width: 200, maxWidth: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
          />
        ) : null}
        {fileProblem ? (
          <Alert severity="error" role="alert" id={fieldId(`${path}.file`)} tabIndex={-1}>
            {fileProblem}
          </Alert>
        ) : null}
        {photo ? null : <LinkField path={`${path}.url`} label={t('backoffice.content.gallery.videoUrl')} video preview />}
        <BilingualField path={`${path}.caption`} label={t('backoffice.content.gallery.caption')} />
        {photo ? <BilingualField path={`${path}.alt`} label={t('backoffice.content.gallery.alt')} /> : null}
        {photo ? (
          <Box>
            <FormControlLabel
              control={<Checkbox id={fieldId(`${path}.consentRecorded`)} checked={entry.consentRecorded} onChange={(event) => set(`${path}.consentRecorded`, event.target.checked)} />}
              label={t('backoffice.content.gallery.consent')}
            />
            {entry.consentRecorded ? null : (
              <Alert severity="warning" data-consent-warning={index}>
                {t('backoffice.content.gallery.consentMissing')}
              </Alert>
            )}
          </Box>
        ) : null}
      </EntryCard>
    </Box>
  );
}
