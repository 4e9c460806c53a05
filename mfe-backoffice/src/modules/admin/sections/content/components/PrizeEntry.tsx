import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CONTENT_LIMITS } from '@hackathon/contracts';
import { useContentEditor } from '../hooks/useContentEditor';
import { emptyBilingual, moveItem, removeAt, replaceAt } from '../utils/contentDraft';
import { BilingualField } from './BilingualField';
import { EntryCard } from './EntryCard';
import { ListControls } from './ListControls';
import { useT } from '../../../../../i18n';

export interface PrizeEntryProps {
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** A prize level and its prizes (a list inside the list, ordered the same way). */
export function PrizeEntry({ index, count, onMove, onRemove }: PrizeEntryProps) {
  const t = useT();
  const { draft, change } = useContentEditor();
  const prize = draft.prizes[index];
  if (!prize) return null;
  const path = `prizes.${index}.items`;
  const setItems = (update: (items: typeof prize.items) => typeof prize.items) =>
    change((d) => ({ ...d, prizes: replaceAt(d.prizes, index, { ...d.prizes[index]!, items: update(d.prizes[index]!.items) }) }), path);
  return (
    <EntryCard title={t('backoffice.content.texts.prizeEntry', { n: index + 1 })} index={index} count={count} onMove={onMove} onRemove={onRemove}>
      <BilingualField path={`prizes.${index}.level`} label={t('backoffice.content.field.level')} />
      {prize.items.map((_item, item) => {
        const name = t('backoffice.content.field.prizeItem', { n: item + 1 });
        return (
          <Stack key={item} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { xs: 'flex-end', sm: 'flex-start' } }}>
            <Stack sx={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
              <BilingualField path={`${path}.${item}`} label={name} />
            </Stack>
            <ListControls
              item={name}
              index={item}
              count={prize.items.length}
              onMove={(delta) => setItems((items) => moveItem(items, item, delta))}
              onRemove={() => setItems((items) => removeAt(items, item))}
            />
          </Stack>
        );
      })}
      <Button size="small" startIcon={<AddIcon />} onClick={() => setItems((items) => [...items, emptyBilingual()])} disabled={prize.items.length >= CONTENT_LIMITS.prizeItems} sx={{ alignSelf: 'flex-start' }}>
        {t('backoffice.content.texts.addPrizeItem')}
      </Button>
    </EntryCard>
  );
}
