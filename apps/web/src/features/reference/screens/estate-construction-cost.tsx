import { toCsv } from '../../../components/public-table';
import { useEstateConstructionCost } from '../api/retrieve-estate-construction-cost';
import {
  ConstructionCostTable,
  pivotConstructionCosts,
  useConstructionCostColumns,
} from '../components/construction-cost-table';
import { type ReferenceTableConfig, ReferenceTableScreen } from './reference-table-screen';

/** SPEC §2 /EstateConstructionCost: building cost per m² by year, construction type and class. */
const config: ReferenceTableConfig<'tur' | 'sinif'> = {
  titleKey: 'routes.estateConstructionCost',
  introKey: 'constructionCost.intro',
  fileKey: 'constructionCost.file',
  clearParams: ['tur', 'sinif'],
  skeletonRows: 6,
  useView: ({ t, url, year }) => {
    const constructionTypeCode = url.get('tur');
    const constructionClassCode = url.get('sinif');
    const query = useEstateConstructionCost({ year, constructionTypeCode, constructionClassCode });
    const data = query.data;
    const types = data?.constructionTypes ?? [];
    const allClasses = data?.constructionClasses ?? [];
    const { rows, classes } = pivotConstructionCosts(data?.items ?? [], types, allClasses);
    const { csv } = useConstructionCostColumns(classes);
    return {
      query,
      years: data?.years,
      filters: [
        {
          param: 'tur',
          label: t('constructionCost.type'),
          allLabel: t('constructionCost.allTypes'),
          value: constructionTypeCode,
          options: types,
        },
        {
          param: 'sinif',
          label: t('constructionCost.class'),
          allLabel: t('constructionCost.allClasses'),
          value: constructionClassCode,
          options: allClasses,
        },
      ],
      count: data?.items.length,
      rowCount: rows.length,
      noTableForYear: !data?.years.includes(year),
      csv: () => toCsv(csv, rows),
      table: (title) => (
        <ConstructionCostTable title={title} rows={rows} classes={classes} busy={query.isPlaceholderData} />
      ),
    };
  },
};

export default function EstateConstructionCostScreen() {
  return <ReferenceTableScreen config={config} />;
}
