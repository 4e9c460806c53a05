import { Divider, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CONTENT_LIMITS, NOTICE_KEYS, type MessageId, type SiteContent } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { emptyBilingual, fieldId, moveItem, newEntryId, removeAt } from '../utils/contentDraft';
import { BilingualField } from './BilingualField';
import { EntryCard } from './EntryCard';
import { ListSection } from './ListSection';
import { PrizeEntry } from './PrizeEntry';
import { useT } from '../../../../../i18n';

type ListKey = 'timeline' | 'faqs' | 'prizes';

/** Texts: the timeline, the FAQ, the prizes, the contact details and the notices, English and Hindi side by side. */
export function TextsTab() {
  const t = useT();
  const { draft, change } = useContentEditor();
  /** The list's change, by index: its problems' paths shift, so all of them go. */
  const move = (key: ListKey, index: number, delta: -1 | 1) => change((d) => ({ ...d, [key]: moveItem(d[key] as unknown[], index, delta) }) as SiteContent, key);
  const remove = (key: ListKey, index: number) => change((d) => ({ ...d, [key]: removeAt(d[key] as unknown[], index) }) as SiteContent, key);
  const add = <K extends ListKey>(key: K, entry: SiteContent[K][number]) => change((d) => ({ ...d, [key]: [...d[key], entry] }), key);

  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <ListSection
        id="content-timeline"
        title={t('backoffice.content.texts.timeline')}
        count={draft.timeline.length}
        max={CONTENT_LIMITS.timeline}
        addLabel={t('backoffice.content.texts.addTimeline')}
        onAdd={() => add('timeline', { id: newEntryId('step'), mode: 'online', title: emptyBilingual(), date: emptyBilingual(), description: emptyBilingual() })}
      >
        {draft.timeline.map((entry, index) => (
          <EntryCard
            key={entry.id}
            title={t('backoffice.content.texts.timelineEntry', { n: index + 1 })}
            index={index}
            count={draft.timeline.length}
            onMove={(delta) => move('timeline', index, delta)}
            onRemove={() => remove('timeline', index)}
          >
            <BilingualField path={`timeline.${index}.title`} label={t('backoffice.content.field.title')} />
            <BilingualField path={`timeline.${index}.date`} label={t('backoffice.content.field.date')} />
            <BilingualField path={`timeline.${index}.description`} label={t('backoffice.content.field.description')} multiline />
            <ModeField index={index} />
          </EntryCard>
        ))}
      </ListSection>

      <ListSection
        id="content-faqs"
        title={t('backoffice.content.texts.faq')}
        count={draft.faqs.length}
        max={CONTENT_LIMITS.faqs}
        addLabel={t('backoffice.content.texts.addFaq')}
        onAdd={() => add('faqs', { id: newEntryId('faq'), question: emptyBilingual(), answer: emptyBilingual() })}
      >
        {draft.faqs.map((entry, index) => (
          <EntryCard
            key={entry.id}
            title={t('backoffice.content.texts.faqEntry', { n: index + 1 })}
            index={index}
            count={draft.faqs.length}
            onMove={(delta) => move('faqs', index, delta)}
            onRemove={() => remove('faqs', index)}
          >
            <BilingualField path={`faqs.${index}.question`} label={t('backoffice.content.field.question')} />
            <BilingualField path={`faqs.${index}.answer`} label={t('backoffice.content.field.answer')} multiline maxLength={CONTENT_LIMITS.text} />
          </EntryCard>
        ))}
      </ListSection>

      <ListSection
        id="content-prizes"
        title={t('backoffice.content.texts.prizes')}
        count={draft.prizes.length}
        max={CONTENT_LIMITS.prizes}
        addLabel={t('backoffice.content.texts.addPrize')}
        onAdd={() => add('prizes', { level: emptyBilingual(), items: [emptyBilingual()] })}
      >
        {draft.prizes.map((_entry, index) => (
          // prizes have no id: their place is their identity
          <PrizeEntry key={index} index={index} count={draft.prizes.length} onMove={(delta) => move('prizes', index, delta)} onRemove={() => remove('prizes', index)} />
        ))}
      </ListSection>

      <ContactFields />
      <NoticeFields />
    </Stack>
  );
}

function ModeField({ index }: { index: number }) {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  const path = `timeline.${index}.mode`;
  return (
    <TextField
      id={fieldId(path)}
      select
      size="small"
      label={t('backoffice.content.field.mode')}
      value={draft.timeline[index]?.mode ?? 'online'}
      onChange={(event) => set(path, event.target.value)}
      error={Boolean(problems[path])}
      helperText={problems[path]}
      sx={{ maxWidth: 240 }}
    >
      <MenuItem value="online">{t('backoffice.content.mode.online')}</MenuItem>
      <MenuItem value="offline">{t('backoffice.content.mode.offline')}</MenuItem>
    </TextField>
  );
}

function ContactFields() {
  const t = useT();
  const { draft, problems, set } = useContentEditor();
  return (
    <Stack component="section" aria-labelledby="content-contact-heading" spacing={1.5}>
      <Typography id="content-contact-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('backoffice.content.texts.contact')}
      </Typography>
      <Grid container spacing={1.5}>
        {(['email', 'helpline'] as const).map((key) => {
          const path = `contact.${key}`;
          return (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <TextField
                id={fieldId(path)}
                label={t(`backoffice.content.field.${key}` as MessageId)}
                value={draft.contact[key]}
                onChange={(event) => set(path, event.target.value)}
                error={Boolean(problems[path])}
                helperText={problems[path]}
                type={key === 'email' ? 'email' : 'tel'}
                size="small"
                fullWidth
              />
            </Grid>
          );
        })}
      </Grid>
      <BilingualField path="contact.address" label={t('backoffice.content.field.address')} />
      <BilingualField path="contact.supportHours" label={t('backoffice.content.field.supportHours')} />
    </Stack>
  );
}

function NoticeFields() {
  const t = useT();
  return (
    <Stack component="section" aria-labelledby="content-notices-heading" spacing={1.5}>
      <Typography id="content-notices-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('backoffice.content.texts.notices')}
      </Typography>
      {NOTICE_KEYS.map((key) => (
        <BilingualField key={key} path={`notices.${key}`} label={t(`backoffice.content.notice.${key}` as MessageId)} multiline maxLength={CONTENT_LIMITS.text} />
      ))}
    </Stack>
  );
}
