import { IconButton, Stack, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useT } from '../../../../../i18n';

export interface ListControlsProps {
  /** The entry's name in the buttons' accessible names ('Question 2'). */
  item: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, Move down and Remove (a disabled button's tooltip sits on a span, which describes rather than names) for an entry of a list: buttons, so the order can be changed by keyboard. */
export function ListControls({ item, index, count, onMove, onRemove }: ListControlsProps) {
  const t = useT();
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <Tooltip title={t('backoffice.content.moveUp')} describeChild>
        <span>
          <IconButton size="small" aria-label={t('backoffice.content.moveUpItem', { item })} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('backoffice.content.moveDown')} describeChild>
        <span>
          <IconButton size="small" aria-label={t('backoffice.content.moveDownItem', { item })} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('backoffice.content.remove')}>
        <IconButton size="small" color="error" aria-label={t('backoffice.content.removeItem', { item })} onClick={onRemove}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
