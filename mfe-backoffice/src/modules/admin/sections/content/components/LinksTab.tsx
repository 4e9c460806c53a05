import { Stack, Typography } from '@mui/material';
import { CONTENT_LINK_KEYS, VIDEO_LINK_KEYS, type ContentLinkKey, type MessageId } from '@hackathon/contracts';
import { LinkField } from './LinkField';
import { useT } from '../../../../../i18n';

/** The LMS and payment pages cannot be left without a link (the API requires them). */
const REQUIRED: readonly ContentLinkKey[] = ['lms', 'paymentPage'];

/** Links: the six links of the portal, each an https URL (the payment tutorial a YouTube video, previewed). */
export function LinksTab() {
  const t = useT();
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('backoffice.content.links.intro')}
      </Typography>
      {CONTENT_LINK_KEYS.map((key) => {
        const video = VIDEO_LINK_KEYS.includes(key);
        return (
          <LinkField
            key={key}
            path={`links.${key}`}
            label={t(`backoffice.content.link.${key}` as MessageId)}
            video={video}
            preview={video}
            help={t(REQUIRED.includes(key) ? 'backoffice.content.links.required' : 'backoffice.content.links.optional')}
          />
        );
      })}
    </Stack>
  );
}
