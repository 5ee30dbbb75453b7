import { ectMunicipalityTypeNames } from '@ebelediye/contract';
import { intParam, toCsv } from '../../../components/public-table';
import { useEctAnnualPrices } from '../api/retrieve-ect-annual-prices';
import { EctPriceTable, useEctPriceColumns } from '../components/ect-price-table';
import { type ReferenceTableConfig, ReferenceTableScreen } from './reference-table-screen';

type MunicipalityType = keyof typeof ectMunicipalityTypeNames;

/** SPEC §2 /ECTAnnualPrice: workplace ÇTV by year, municipality type, building group and grade. */
const config: ReferenceTableConfig<'tur' | 'grup' | 'derece'> = {
  titleKey: 'routes.ectAnnualPrice',
  introKey: 'ectPrice.intro',
  fileKey: 'ectPrice.file',
  clearParams: ['tur', 'grup', 'derece'],
  useView: ({ t, url, year }) => {
    const typeParam = url.get('tur');
    const municipalityType =
      typeParam && typeParam in ectMunicipalityTypeNames ? (typeParam as MunicipalityType) : undefined;
    const buildingGroup = url.get('grup') ? intParam(url.get('grup'), 0, 1, 7) || undefined : undefined;
    const grade = url.get('derece') ? intParam(url.get('derece'), 0, 1, 5) || undefined : undefined;
    const query = useEctAnnualPrices({ year, municipalityType, buildingGroup, grade });
    const data = query.data;
    const { csv } = useEctPriceColumns();
    return {
      query,
      years: data?.years,
      filters: [
        {
          param: 'tur',
          label: t('ectPrice.municipalityType'),
          allLabel: t('ectPrice.allMunicipalityTypes'),
          value: municipalityType,
          options: Object.entries(ectMunicipalityTypeNames).map(([code, name]) => ({ code, name })),
        },
        {
          param: 'grup',
          label: t('ectPrice.buildingGroup'),
          allLabel: t('ectPrice.allBuildingGroups'),
          value: buildingGroup ? String(buildingGroup) : undefined,
          options: [1, 2, 3, 4, 5, 6, 7].map((group) => ({
            code: String(group),
            name: t('ectPrice.groupOption', { group }),
          })),
        },
        {
          param: 'derece',
          label: t('ectPrice.grade'),
          allLabel: t('ectPrice.allGrades'),
          value: grade ? String(grade) : undefined,
          options: [1, 2, 3, 4, 5].map((value) => ({
            code: String(value),
            name: t('ectPrice.gradeOption', { grade: value }),
          })),
        },
      ],
      count: data?.items.length,
      rowCount: data?.items.length ?? 0,
      noTableForYear: !data?.years.includes(year),
      csv: () => toCsv(csv, data?.items ?? []),
      table: (title) => <EctPriceTable title={title} rows={data!.items} busy={query.isPlaceholderData} />,
    };
  },
};

export default function EctAnnualPriceScreen() {
  return <ReferenceTableScreen config={config} />;
}
