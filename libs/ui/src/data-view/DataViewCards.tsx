import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, TablePagination } from '@mui/material';
import { PAGINATION_WRAPS } from './pagination';
import { useT } from '../labels';
import { pageSizesWith } from './pageSizes';
import type { ListState } from './listState';

export interface DataViewCardsProps<T> {
  list: ListState;
  rows: T[];
  total: number;
  getRowId: (row: T) => string;
  renderCard: (row: T) => ReactNode;
  onCardClick?: (row: T) => void;
}

/** The cards view: a responsive grid of the page's rows, with the same pager as the table. */
export function DataViewCards<T>({ list, rows, total, getRowId, renderCard, onCardClick }: DataViewCardsProps<T>) {
  const t = useT();
  return (
    <Box>
      <Box
        data-testid="data-view-cards"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
      >
        {rows.map((row) => (
          <Card key={getRowId(row)} variant="outlined" sx={{ height: '100%' }}>
            {onCardClick ? (
              <CardActionArea onClick={() => onCardClick(row)} sx={{ height: '100%', alignItems: 'stretch' }}>
                {renderCard(row)}
              </CardActionArea>
            ) : (
              renderCard(row)
            )}
          </Card>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={list.page - 1}
        onPageChange={(_event, page) => list.setPage(page + 1)}
        rowsPerPage={list.limit}
        rowsPerPageOptions={pageSizesWith(list.limit)}
        onRowsPerPageChange={(event) => list.setLimit(Number(event.target.value))}
        labelRowsPerPage={t('listText.rowsPerPage')}
        sx={PAGINATION_WRAPS}
        labelDisplayedRows={({ from, to, count }) =>
          count !== -1
            ? t('views.list.displayedRows', { from, to, count })
            : t('views.list.displayedRowsMore', { from, to })
        }
      />
    </Box>
  );
}
