import { Box } from '@mui/material';
import { EVENT } from '@hackathon/contracts';
import { FaqList } from '@hackathon/ui';
import { useT } from '../i18n';
import { Section } from './Section';

export function FaqSection() {
  const t = useT();
  return (
    <Section id="faqs" title={t('landing.faq.title')} subtitle={t('landing.faq.sub')} tinted>
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <FaqList faqs={EVENT.faqs} />
      </Box>
    </Section>
  );
}
