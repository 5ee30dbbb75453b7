import type { AbrasionShare } from '@ebelediye/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Column, type CsvColumn, DataTable } from '../../../components/public-table';

export interface WearGroupRow {
  code: string;
  name: string;
  constructionTypes: string[];
  /** Percent by age band label. */
  percents: Map<string, number>;
}

/** The flat rows of the call as the regulation prints them: a row per group, a column per age band. */
export function pivotAbrasionShares(items: AbrasionShare[]): { bands: string[]; groups: WearGroupRow[] } {
  const bands: string[] = [];
  const groups = new Map<string, WearGroupRow>();
  for (const item of items) {
    if (!bands.includes(item.ageBand)) bands.push(item.ageBand);
    const group = groups.get(item.wearGroupCode) ?? {
      code: item.wearGroupCode,
      name: item.wearGroupName,
      constructionTypes: item.constructionTypes.map((type) => type.name),
      percents: new Map<string, number>(),
    };
    group.percents.set(item.ageBand, item.percent);
    groups.set(item.wearGroupCode, group);
  }
  return { bands, groups: [...groups.values()] };
}

export function useAbrasionShareColumns(bands: string[]) {
  const { t } = useTranslation();
  const columns: Column<WearGroupRow>[] = [
    {
      id: 'group',
      header: t('abrasionShare.columnGroup'),
      isRowHeader: true,
      cell: (row) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: 'inherit' }}>
            {row.name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {row.constructionTypes.join(', ')}
          </Typography>
        </>
      ),
    },
    ...bands.map<Column<WearGroupRow>>((band) => ({
      id: band,
      header: band,
      align: 'right',
      nowrap: true,
      cell: (row) => (row.percents.has(band) ? `%${row.percents.get(band)}` : '—'),
    })),
  ];
  const csv: CsvColumn<WearGroupRow>[] = [
    { header: t('abrasionShare.columnGroup'), value: (row) => row.name },
    { header: t('abrasionShare.columnTypes'), value: (row) => row.constructionTypes.join(', ') },
    ...bands.map<CsvColumn<WearGroupRow>>((band) => ({
      header: t('abrasionShare.ageHeader', { band }),
      value: (row) => row.percents.get(band) ?? null,
    })),
  ];
  return { columns, csv };
}

export function AbrasionShareTable({
  title,
  bands,
  groups,
  busy,
}: {
  title: string;
  bands: string[];
  groups: WearGroupRow[];
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const { columns } = useAbrasionShareColumns(bands);
  return (
    <DataTable
      title={title}
      columns={columns}
      rows={groups}
      rowKey={(row) => row.code}
      minWidth={880}
      busy={busy}
      headerGroup={
        <TableRow>
          <TableCell sx={{ bgcolor: 'action.hover' }} />
          <TableCell colSpan={bands.length} align="center" sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
            {t('abrasionShare.ageGroup')}
          </TableCell>
        </TableRow>
      }
    />
  );
}
