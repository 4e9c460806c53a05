/**
 * The pager's row wraps on a narrow screen (issue 25: at 390 px "Rows per page", the range and the
 * arrows were wider than the screen, and the next-page arrow was cut off).
 */
export const PAGINATION_WRAPS = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, pl: 1 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
} as const;
