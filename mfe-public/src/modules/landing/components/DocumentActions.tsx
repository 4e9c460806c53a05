import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { EventDocument } from '@hackathon/contracts';
import { VisuallyHidden } from '@hackathon/ui';
import { downloadDocument, openDocument } from '../../shared/documents';

export interface DocumentActionsProps {
  doc: EventDocument;
  color?: 'primary' | 'inherit' | 'secondary';
}

/** View and Download of one document (a missing one answers with the 'available soon' toast). */
export function DocumentActions({ doc, color = 'primary' }: DocumentActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" color={color} startIcon={<VisibilityIcon />} onClick={() => openDocument(doc)}>
        {/* the name starts with the visible word (speech input users say what they see) */}
        View<VisuallyHidden> {doc.name}</VisuallyHidden>
      </Button>
      <Button size="small" variant="contained" color={color === 'inherit' ? 'secondary' : color} startIcon={<DownloadIcon />} onClick={() => downloadDocument(doc)}>
        Download<VisuallyHidden> {doc.name}</VisuallyHidden>
      </Button>
    </Stack>
  );
}
