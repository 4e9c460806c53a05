import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { MSG, eventDocument, type EventDocument } from '@hackathon/contracts';
import { DocumentCard, PdfViewer, toast } from '@hackathon/ui';
import { useT } from '../../../i18n';

interface Guide {
  doc: EventDocument;
  icon: ReactNode;
  description: string;
}

const fileName = (path: string) => path.split('/').pop() ?? 'document.pdf';

/** Guidelines: the School Admin Login guide and the Bootcamp Guidelines, each to view or download. */
export function GuidelinesPanel() {
  const t = useT();
  const guides: Guide[] = [
    {
      doc: eventDocument('schoolAdminLogin'),
      icon: <AdminPanelSettingsIcon color="primary" />,
      description: t('school.guidelines.schoolAdminLogin'),
    },
    {
      doc: eventDocument('bootcamp'),
      icon: <MenuBookIcon color="primary" />,
      description: t('school.guidelines.bootcamp'),
    },
  ];
  const [viewing, setViewing] = useState<EventDocument | null>(null);

  const view = (doc: EventDocument) => (doc.path ? setViewing(doc) : toast(MSG.documentSoon(doc.name)));

  return (
    <section aria-label={t('school.guidelines.sectionLabel')}>
      <Grid container spacing={2}>
        {guides.map(({ doc, icon, description }) => (
          <Grid key={doc.key} size={{ xs: 12, md: 6 }}>
            <DocumentCard
              variant="outlined"
              title={doc.name}
              icon={icon}
              description={description}
              headingLevel="h2"
              actions={
                <>
                  <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={() => view(doc)} aria-label={t('school.actions.viewName', { name: doc.name })}>
                    {t('school.actions.view')}
                  </Button>
                  {doc.path ? (
                    <Button size="small" variant="contained" startIcon={<DownloadIcon />} href={doc.path} download={fileName(doc.path)} aria-label={t('school.actions.downloadName', { name: doc.name })}>
                      {t('school.actions.download')}
                    </Button>
                  ) : (
                    <Button size="small" variant="contained" startIcon={<DownloadIcon />} onClick={() => toast(MSG.documentSoon(doc.name))} aria-label={t('school.actions.downloadName', { name: doc.name })}>
                      {t('school.actions.download')}
                    </Button>
                  )}
                </>
              }
            />
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
              <Button onClick={() => setViewing(null)}>{t('school.actions.close')}</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
