import type { ResolutionSummary } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable, turkishDate } from '../../../components/public-table';
import { RouterLink } from '../../../components/router-link';
import { visuallyHidden } from '../../../components/visually-hidden';

export const resolutionNumber = (resolution: Pick<ResolutionSummary, 'year' | 'number'>) =>
  `${resolution.year}/${resolution.number}`;

export function useResolutionColumns(linkTo: (id: number) => string) {
  const { t } = useTranslation();
  const columns: Column<ResolutionSummary>[] = [
    { id: 'number', header: t('resolutions.columnNumber'), cell: resolutionNumber, isRowHeader: true, nowrap: true },
    { id: 'date', header: t('resolutions.columnDate'), cell: (row) => turkishDate(row.decidedOn), nowrap: true },
    {
      id: 'subject',
      header: t('resolutions.columnSubject'),
      cell: (row) => (
        <RouterLink
          to={linkTo(row.id)}
          aria-label={t('resolutions.open', { number: resolutionNumber(row), subject: row.subject })}
        >
          {row.subject}
        </RouterLink>
      ),
    },
    { id: 'type', header: t('resolutions.columnType'), cell: (row) => row.typeName },
    {
      id: 'pdf',
      header: t('resolutions.columnPdf'),
      align: 'center',
      // A card says it in words, and says nothing when there is no PDF.
      cardCell: (row) => (row.hasAttachment ? t('resolutions.hasPdf') : null),
      cell: (row) => (
        <>
          {row.hasAttachment && (
            <PictureAsPdfIcon fontSize="small" aria-hidden sx={{ color: 'error.dark', verticalAlign: 'middle' }} />
          )}
          <Box component="span" sx={visuallyHidden}>
            {row.hasAttachment ? t('resolutions.hasPdf') : t('resolutions.noPdf')}
          </Box>
        </>
      ),
    },
  ];
  const csv: CsvColumn<ResolutionSummary>[] = [
    { header: t('resolutions.columnNumber'), value: resolutionNumber },
    { header: t('resolutions.columnDate'), value: (row) => turkishDate(row.decidedOn) },
    { header: t('resolutions.columnType'), value: (row) => row.typeName },
    { header: t('resolutions.columnSubject'), value: (row) => row.subject },
    {
      header: t('resolutions.columnPdf'),
      value: (row) => (row.hasAttachment ? t('resolutions.hasPdf') : t('resolutions.noPdf')),
    },
  ];
  return { columns, csv };
}

interface ResolutionTableProps {
  title: string;
  rows: ResolutionSummary[];
  linkTo: (id: number) => string;
  footer: ReactNode;
  busy?: boolean;
}

/** A table from a tablet up; on a phone a card per decision (DataTable's), that needs no sideways scrolling. */
export function ResolutionTable({ title, rows, linkTo, footer, busy }: ResolutionTableProps) {
  const { columns } = useResolutionColumns(linkTo);
  return (
    <DataTable
      title={title}
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      footer={footer}
      minWidth={760}
      busy={busy}
    />
  );
}
