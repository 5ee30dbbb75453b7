import { toCsv } from '../../../components/public-table';
import { useAdvertisingTariff } from '../api/get-advertising-tax-annual-group-tariff-by-process-year';
import { AdvertisingTariffTable, useAdvertisingTariffColumns } from '../components/advertising-tariff-table';
import { type ReferenceTableConfig, ReferenceTableScreen } from './reference-table-screen';

/** SPEC §2 /AdvertisingTaxAnnualGroupTariff: the advertising tax tariff by year, group and item. */
const config: ReferenceTableConfig<'grup' | 'kalem'> = {
  titleKey: 'routes.advertisingTaxAnnualGroupTariff',
  introKey: 'advertisingTariff.intro',
  fileKey: 'advertisingTariff.file',
  clearParams: ['grup', 'kalem'],
  useView: ({ t, url, year }) => {
    const groupCode = url.get('grup');
    const itemCode = url.get('kalem');
    const query = useAdvertisingTariff({ year, groupCode, itemCode });
    const data = query.data;
    const { csv } = useAdvertisingTariffColumns();
    return {
      query,
      years: data?.years,
      filters: [
        {
          param: 'grup',
          label: t('advertisingTariff.group'),
          allLabel: t('advertisingTariff.allGroups'),
          value: groupCode,
          options: data?.groups ?? [],
        },
        {
          param: 'kalem',
          label: t('advertisingTariff.item'),
          allLabel: t('advertisingTariff.allItems'),
          value: itemCode,
          options: data?.tariffItems ?? [],
        },
      ],
      count: data?.items.length,
      rowCount: data?.items.length ?? 0,
      noTableForYear: !data?.years.includes(year),
      csv: () => toCsv(csv, data?.items ?? []),
      table: (title) => <AdvertisingTariffTable title={title} rows={data!.items} busy={query.isPlaceholderData} />,
    };
  },
};

export default function AdvertisingTaxAnnualGroupTariffScreen() {
  return <ReferenceTableScreen config={config} />;
}
