import type { ResolutionSummary } from '@ebelediye/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable, turkishDate } from '../../../components/public-table';
import { RouterLink } from '../../../components/router-link';
import { visuallyHidden } from '../../../components/visually-hidden';

export const resolutionNumber = (resolution: Pick<ResolutionSummary, 'year' | 'number'>) => `${resolution.year}/${resolution.number}`;

export function useResolutionColumns(linkTo: (id: number) => string) {
  const { t } = useTranslation();
  const columns: Column<ResolutionSummary>[] = [
    { id: 'number', header: t('resolutions.columnNumber'), cell: resolutionNumber, isRowHeader: true, nowrap: true },
    { id: 'date', header: t('resolutions.columnDate'), cell: (row) => turkishDate(row.decidedOn), nowrap: true },
    {
      id: 'subject',
      header: t('resolutions.columnSubject'),
      cell: (row) => (
        <RouterLink to={linkTo(row.id)} aria-label={t('resolutions.open', { number: resolutionNumber(row), subject: row.subject })}>
          {row.subject}
        </RouterLink>
      ),
    },
    { id: 'type', header: t('resolutions.columnType'), cell: (row) => row.typeName },
    {
      id: 'pdf',
      header: t('resolutions.columnPdf'),
      align: 'center',
      cell: (row) => (
        <>
          {row.hasAttachment && <PictureAsPdfIcon fontSize="small" aria-hidden sx={{ color: 'error.dark', verticalAlign: 'middle' }} />}
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
    { header: t('resolutions.columnPdf'), value: (row) => (row.hasAttachment ? t('resolutions.hasPdf') : t('resolutions.noPdf')) },
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

/** A table from a tablet up; on a phone a list of cards, one per decision, that needs no sideways scrolling. */
export function ResolutionTable({ title, rows, linkTo, footer, busy }: ResolutionTableProps) {
  const { columns } = useResolutionColumns(linkTo);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (isPhone) return <ResolutionCards title={title} rows={rows} linkTo={linkTo} footer={footer} busy={busy} />;
  return <DataTable title={title} columns={columns} rows={rows} rowKey={(row) => String(row.id)} footer={footer} minWidth={760} busy={busy} />;
}

function ResolutionCards({ title, rows, linkTo, footer, busy }: ResolutionTableProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <Box component="ul" aria-label={title} aria-busy={busy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                {resolutionNumber(row)}
              </Box>
              <span>{turkishDate(row.decidedOn)}</span>
              {row.hasAttachment && (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <PictureAsPdfIcon fontSize="inherit" aria-hidden sx={{ color: 'error.dark' }} />
                  {t('resolutions.hasPdf')}
                </Box>
              )}
            </Typography>
            <RouterLink to={linkTo(row.id)} aria-label={t('resolutions.open', { number: resolutionNumber(row), subject: row.subject })} sx={{ display: 'block', my: 0.5, fontWeight: 600 }}>
              {row.subject}
            </RouterLink>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {row.typeName}
            </Typography>
          </Box>
        ))}
      </Box>
      {footer}
    </Paper>
  );
}
