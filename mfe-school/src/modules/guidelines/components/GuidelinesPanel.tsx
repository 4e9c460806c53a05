import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { MSG, eventDocument, type EventDocument } from '@hackathon/contracts';
import { PdfViewer, toast } from '@hackathon/ui';

interface Guide {
  doc: EventDocument;
  icon: ReactNode;
  description: string;
}

const fileName = (path: string) => path.split('/').pop() ?? 'document.pdf';

/** Guidelines: the School Admin Login guide and the Bootcamp Guidelines, each to view or download. */
export function GuidelinesPanel() {
  const guides: Guide[] = [
    {
      doc: eventDocument('schoolAdminLogin'),
      icon: <AdminPanelSettingsIcon color="primary" />,
      description: 'Signing in, verifying the email and using this dashboard: mentors, teams, passwords and payment.',
    },
    {
      doc: eventDocument('bootcamp'),
      icon: <MenuBookIcon color="primary" />,
      description: 'How the bootcamps run: sessions, attendance and conduct.',
    },
  ];
  const [viewing, setViewing] = useState<EventDocument | null>(null);

  const view = (doc: EventDocument) => (doc.path ? setViewing(doc) : toast(MSG.documentSoon(doc.name)));

  return (
    <section aria-label="Guidelines">
      <Grid container spacing={2}>
        {guides.map(({ doc, icon, description }) => (
          <Grid key={doc.key} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  {icon}
                  <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                    {doc.name}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => view(doc)} aria-label={`View ${doc.name}`}>
                  View
                </Button>
                {doc.path ? (
                  <Button size="small" variant="contained" startIcon={<DownloadIcon />} href={doc.path} download={fileName(doc.path)} aria-label={`Download ${doc.name}`}>
                    Download
                  </Button>
                ) : (
                  <Button size="small" variant="contained" startIcon={<DownloadIcon />} onClick={() => toast(MSG.documentSoon(doc.name))} aria-label={`Download ${doc.name}`}>
                    Download
                  </Button>
                )}
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="lg" fullWidth aria-labelledby="guide-viewer-title">
        {viewing?.path ? (
          <>
            <DialogTitle id="guide-viewer-title">{viewing.name}</DialogTitle>
            <DialogContent dividers>
              <PdfViewer src={viewing.path} title={viewing.name} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setViewing(null)}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
