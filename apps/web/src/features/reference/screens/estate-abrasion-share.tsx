import { toCsv } from '../../../components/public-table';
import { useEstateAbrasionShares } from '../api/retrieve-estate-abrasion-shares';
import { AbrasionShareTable, pivotAbrasionShares, useAbrasionShareColumns } from '../components/abrasion-share-table';
import { type ReferenceTableConfig, ReferenceTableScreen } from './reference-table-screen';

/** SPEC §2 /EstateAbrasionShare: the wear-share table by construction type and building age. */
const config: ReferenceTableConfig<'grup'> = {
  titleKey: 'routes.estateAbrasionShare',
  introKey: 'abrasionShare.intro',
  fileKey: 'abrasionShare.file',
  clearParams: ['grup'],
  skeletonRows: 4,
  useView: ({ t, url, year }) => {
    const groupCode = url.get('grup');
    // Four groups and ten bands: the whole year's table comes at once and the group filter narrows it here.
    const query = useEstateAbrasionShares({ year });
    const { bands, groups } = pivotAbrasionShares(query.data?.items ?? []);
    const shown = groupCode ? groups.filter((group) => group.code === groupCode) : groups;
    const { csv } = useAbrasionShareColumns(bands);
    return {
      query,
      years: query.data?.years,
      filters: [
        {
          param: 'grup',
          label: t('abrasionShare.group'),
          allLabel: t('abrasionShare.allGroups'),
          value: groupCode,
          options: groups,
        },
      ],
      count: shown.length,
      rowCount: shown.length,
      noTableForYear: groups.length === 0,
      csv: () => toCsv(csv, shown),
      table: (title) => (
        <AbrasionShareTable title={title} bands={bands} groups={shown} busy={query.isPlaceholderData} />
      ),
    };
  },
};

export default function EstateAbrasionShareScreen() {
  return <ReferenceTableScreen config={config} />;
}
