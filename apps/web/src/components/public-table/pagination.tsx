import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

export const pageSizeOptions = [25, 50, 100];

/** Server-side paging in Turkish; pageIndex is 0-based. */
export function Pagination({
  count,
  pageIndex,
  pageSize,
  onPage,
  onPageSize,
}: {
  count: number;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const labels = { first: 'firstPage', last: 'lastPage', next: 'nextPage', previous: 'previousPage' } as const;
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(pageIndex, Math.max(0, Math.ceil(count / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizeOptions}
      onPageChange={(_event, page) => onPage(page)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('publicTables.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('publicTables.displayedRows', {
          from: from.toLocaleString('tr-TR'),
          to: to.toLocaleString('tr-TR'),
          count: total.toLocaleString('tr-TR'),
        })
      }
      getItemAriaLabel={(type) => t(`publicTables.${labels[type]}`)}
      sx={{
        '@media print': { display: 'none' },
        // On a phone the controls wrap instead of pushing the page wider.
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: 1 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
