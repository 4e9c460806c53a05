import { Box, Button, Stack, TextField } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { embeddableVideoUrl, isHttpsUrl } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { fieldId, linkValue, valueAt } from '../utils/contentDraft';
import { linkProblem } from '../utils/linkCheck';
import { VideoPreview } from './VideoPreview';
import { useT } from '../../../../../i18n';

export interface LinkFieldProps {
  /** The link's path in the content ('links.lms', 'introVideoUrl', 'gallery.2.url'). */
  path: string;
  label: string;
  /** Must be a video the page can play (YouTube). */
  video?: boolean;
  /** Shows a small player under the field. */
  preview?: boolean;
  help?: string;
}

/** A link: checked as it is typed, opened in a new tab to try it, and (videos) played in a small preview. */
export function LinkField({ path, label, video = false, preview = false, help }: LinkFieldProps) {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const value = (valueAt(draft, path) as string | null | undefined) ?? '';
  const problem = problems[path] ?? linkProblem(value, video);
  const openable = value !== '' && isHttpsUrl(value);
  const player = preview && value ? embeddableVideoUrl(value) : null;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={fieldId(path)}
          label={label}
          value={value}
          onChange={(event) => set(path, linkValue(event.target.value))}
          error={Boolean(problem)}
          helperText={problem ?? help}
          type="url"
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <Button
          component="a"
          href={openable ? value : undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!openable}
          size="small"
          startIcon={<OpenInNewIcon />}
          aria-label={t('backoffice.content.links.openLink', { name: label })}
          sx={{ flexShrink: 0, mt: { sm: 0.5 }, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('backoffice.content.links.open')}
        </Button>
      </Stack>
      {player ? <VideoPreview src={player} title={t('backoffice.content.links.videoPreview', { name: label })} /> : null}
    </Box>
  );
}
