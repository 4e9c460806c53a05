import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { EVENT, MSG, documentBlocks, eventDocument } from '@hackathon/contracts';
import { PdfViewer } from '@hackathon/ui';
import { useLanguage, useT } from './i18n';
import { RouterLink } from '../shared/RouterLink';
import { rulebookSections, type RulebookSection } from './rulebookSections';

/**
 * Whether this browser shows a PDF inside the page. Android's browsers (and any without a PDF
 * viewer) answer false and would show an empty frame or start a download: they get the HTML text.
 */
export function canShowPdfInline(): boolean {
  return typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true;
}

/** The rulebook's text as HTML: its numbered sections, their sub-headings, paragraphs and lists. */
function RulebookText({ sections, language }: { sections: RulebookSection[]; language: string }) {
  return (
    <Box component="article" lang={language} sx={{ maxWidth: '72ch', overflowWrap: 'anywhere' }}>
      {sections.map((section, index) => (
        <Box component="section" key={`${index}-${section.title}`} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
            {section.title}
          </Typography>
          {section.parts.map((part, partIndex) => {
            const key = `${index}-${partIndex}`;
            if (part.kind === 'h3') {
              return (
                <Typography key={key} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
                  {part.text}
                </Typography>
              );
            }
            if (part.kind === 'list') {
              return (
                <Box component="ul" key={key} sx={{ pl: 3, my: 1 }}>
                  {part.items.map((item, itemIndex) => (
                    <Typography component="li" key={`${key}-${itemIndex}`} sx={{ mb: 0.5 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              );
            }
            return (
              <Typography key={key} sx={{ my: 1 }}>
                {part.text}
              </Typography>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/**
 * /rulebook: the rulebook with its download always at the top, Back to Home; the PDF inline where the
 * browser can show it, else its text as HTML. Rendered without the shell's wrapper.
 */
export default function RulebookPage() {
  const t = useT();
  const language = useLanguage();
  const rulebook = eventDocument('rulebook');
  const fileName = rulebook.path?.split('/').pop() ?? 'rulebook.pdf';
  const inline = canShowPdfInline();
  const sections = rulebook.path && !inline ? rulebookSections(documentBlocks('rulebook')) : [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {rulebook.name}
          </Typography>
          <Typography color="text.secondary">
            {EVENT.name} {EVENT.edition}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="outlined" startIcon={<ArrowBackIcon />}>
          {t('public.go.home')}
        </Button>
      </Stack>
      {rulebook.path ? (
        <>
          <Button
            component="a"
            href={rulebook.path}
            download={fileName}
            variant="contained"
            startIcon={<DownloadIcon />}
            sx={{ mb: 2, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('public.rulebook.download')}
          </Button>
          {inline ? (
            <PdfViewer src={rulebook.path} title={rulebook.name} height="80vh" />
          ) : (
            <>
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('public.rulebook.reading')}
              </Alert>
              <RulebookText sections={sections} language={language} />
            </>
          )}
        </>
      ) : (
        <Typography>{MSG.documentSoon(rulebook.name)}</Typography>
      )}
    </Container>
  );
}
