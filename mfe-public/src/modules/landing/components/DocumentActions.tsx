import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { EventDocument } from '@hackathon/contracts';
import { VisuallyHidden } from '@hackathon/ui';
import { useT } from '../i18n';
import { downloadDocument, openDocument } from '../../shared/documents';

export interface DocumentActionsProps {
  doc: EventDocument;
  color?: 'primary' | 'inherit' | 'secondary';
}

/** View and Download of one document (a missing one answers with the 'available soon' toast). */
export function DocumentActions({ doc, color = 'primary' }: DocumentActionsProps) {
  const t = useT();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" color={color} startIcon={<VisibilityIcon />} onClick={() => openDocument(doc)}>
        {/* the name starts with the visible word (speech input users say what they see) */}
        {t('landing.doc.view')}
        <VisuallyHidden> {doc.name}</VisuallyHidden>
      </Button>
      <Button size="small" variant="contained" color={color === 'inherit' ? 'secondary' : color} startIcon={<DownloadIcon />} onClick={() => downloadDocument(doc)}>
        {t('landing.doc.download')}
        <VisuallyHidden> {doc.name}</VisuallyHidden>
      </Button>
    </Stack>
  );
}
