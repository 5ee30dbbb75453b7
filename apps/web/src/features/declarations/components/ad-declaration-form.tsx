import { adDeclarationInput, advertisingPeriodsProblem, ownSignLocationCodes } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/date-field';
import { turkishDate } from '../../../components/public-table/current-year';
import type { OutputOf } from '../../../lib/api-client';
import { measureText, optionalCode, parseDecimal } from '../declaration-form';
import {
  DeclarationCheckboxField,
  DeclarationNumberField,
  DeclarationSelectField,
  DeclarationTextField,
  FormSection,
} from './declaration-fields';
import { DeclarationWizard, type DeclarationBody, type DeclarationOwner, type ReviewRow } from './declaration-wizard';
import { useDocumentsIntro, type Lookup } from './form-support';
import '../../../locales/declarations-sentences';

type AdvertisingType = OutputOf<'RetrieveAdvertisingTypes'>['items'][number];
type Location = OutputOf<'RetrieveAdvertisingTaxLocations'>['items'][number];
type AdBody = DeclarationBody<'RecordEMunicipalityAdDeclaration'>;

export interface AdFormValues {
  advertisingTypeCode: string;
  locationCode: string;
  widthM: string;
  heightM: string;
  count: string;
  periods: string;
  startDate: string;
  ownSign: boolean;
  addressText: string;
}

export function emptyAdForm(today: string = istanbulToday(new Date())): AdFormValues {
  return {
    advertisingTypeCode: '',
    locationCode: '',
    widthM: '',
    heightM: '',
    count: '1',
    periods: '1',
    startDate: today,
    ownSign: false,
    addressText: '',
  };
}

/** A sign's tariff counts by area (m²) or by piece, per year, week or day: the type's unit says which. */
const isPerArea = (type: AdvertisingType | undefined) => Boolean(type?.unit.startsWith('m2'));
const periodUnit = (type: AdvertisingType | undefined) =>
  type ? (type.unit.split('_')[1] as 'yil' | 'hafta' | 'gun') : undefined;
/** 2464 art. 14 is for a name sign (taxed by m² a year) standing on the workplace's own building or land. */
const ownSignPossible = (type: AdvertisingType | undefined, locationCode: string) =>
  type?.unit === 'm2_yil' && (ownSignLocationCodes as readonly string[]).includes(locationCode);

/** The wire body: the size only where the tariff counts by area. */
export function adInput(values: AdFormValues, type: AdvertisingType | undefined): AdBody {
  const perArea = isPerArea(type);
  return {
    advertisingTypeCode: optionalCode(values.advertisingTypeCode) as string,
    locationCode: optionalCode(values.locationCode) as string,
    widthM: perArea ? measureText(values.widthM) || undefined : undefined,
    heightM: perArea ? measureText(values.heightM) || undefined : undefined,
    count: parseDecimal(values.count) as number,
    periods: parseDecimal(values.periods) as number,
    startDate: values.startDate,
    ownSign: ownSignPossible(type, values.locationCode) && values.ownSign,
    addressText: values.addressText,
  };
}

const shape = adDeclarationInput.shape;

/**
 * The contract's schema, and the size where the chosen type is taxed by area: the contract keeps
 * en and boy optional (a vehicle or a balloon has none), so here they are required for an area
 * type with the contract's own sentences ("En (m) zorunludur.").
 */
export function adFormSchema(types: AdvertisingType[]) {
  return adDeclarationInput.superRefine(
    (body, context) => {
      const type = types.find((candidate) => candidate.code === body.advertisingTypeCode);
      const periodsProblem =
        type && typeof body.periods === 'number' ? advertisingPeriodsProblem(type.unit, body.periods) : undefined;
      if (periodsProblem) context.addIssue({ code: 'custom', message: periodsProblem, path: ['periods'] });
      if (!isPerArea(type)) return;
      for (const field of ['widthM', 'heightM'] as const) {
        if (body[field] !== undefined) continue;
        const required = shape[field].unwrap().safeParse(undefined);
        if (!required.success)
          context.addIssue({ code: 'custom', message: required.error.issues[0].message, path: [field] });
      }
    },
    // Said together with the other fields' messages, not only once they are all right.
    { when: () => true },
  );
}

interface AdDeclarationFormProps {
  advertisingTypes: Lookup<AdvertisingType>;
  locations: Lookup<Location>;
  /** /DebtQuestioning, where the accrued tax appears. */
  debtsPath: string;
  /** Where the declaration is listed with its payments (/Beyanlarim). */
  myDeclarationsPath: string;
  owner?: DeclarationOwner;
}

function AdFields({
  form,
  advertisingTypes,
  locations,
}: { form: UseFormReturn<AdFormValues> } & Pick<AdDeclarationFormProps, 'advertisingTypes' | 'locations'>) {
  const { t } = useTranslation();
  const { control } = form;
  const typeCode = useWatch({ control, name: 'advertisingTypeCode' });
  const locationCode = useWatch({ control, name: 'locationCode' });
  const type = advertisingTypes.items.find((item) => item.code === typeCode);
  const unit = periodUnit(type);

  return (
    <>
      <FormSection title={t('declarations.ad.sections.sign')}>
        <DeclarationSelectField
          control={control}
          name="advertisingTypeCode"
          label={t('declarations.ad.advertisingType')}
          options={advertisingTypes.items.map((item) => ({ code: item.code, label: item.name }))}
          loading={advertisingTypes.loading}
          failed={advertisingTypes.failed}
          hint={
            type ? t('declarations.ad.tariffUnit', { unit: type.unitName }) : t('declarations.ad.advertisingTypeHint')
          }
          required
        />
        <DeclarationSelectField
          control={control}
          name="locationCode"
          label={t('declarations.ad.location')}
          options={locations.items.map((item) => ({ code: item.code, label: item.name }))}
          loading={locations.loading}
          failed={locations.failed}
          required
        />
        <DeclarationTextField
          control={control}
          name="addressText"
          label={t('declarations.ad.address')}
          hint={t('declarations.ad.addressHint')}
          autoComplete="street-address"
          multiline
          minRows={2}
          required
        />
      </FormSection>
      <FormSection
        title={t('declarations.ad.sections.size')}
        intro={type && !isPerArea(type) ? t('declarations.ad.notPerArea') : undefined}
      >
        {(!type || isPerArea(type)) && (
          <>
            <DeclarationNumberField
              control={control}
              name="widthM"
              label={t('declarations.ad.width')}
              hint={t('declarations.ad.sizeHint')}
              maxLength={8}
              required
            />
            <DeclarationNumberField
              control={control}
              name="heightM"
              label={t('declarations.ad.height')}
              hint={t('declarations.ad.sizeHint')}
              maxLength={8}
              required
            />
          </>
        )}
        <DeclarationNumberField
          control={control}
          name="count"
          kind="whole"
          label={t('declarations.ad.count')}
          hint={t('declarations.ad.countHint')}
          maxLength={5}
          required
        />
        {ownSignPossible(type, locationCode) && (
          <DeclarationCheckboxField
            control={control}
            name="ownSign"
            label={t('declarations.ad.ownSign')}
            hint={t('declarations.ad.ownSignHint')}
          />
        )}
      </FormSection>
      <FormSection title={t('declarations.ad.sections.period')}>
        <FormDateField
          control={control}
          name="startDate"
          label={t('declarations.ad.startDate')}
          hint={t('declarations.ad.startDateHint')}
          required
        />
        <DeclarationNumberField
          control={control}
          name="periods"
          kind="whole"
          label={t(`declarations.ad.periods.${unit ?? 'none'}`)}
          hint={type ? t('declarations.ad.periodsHint', { unit: type.unitName }) : undefined}
          maxLength={3}
          required
        />
      </FormSection>
    </>
  );
}

/**
 * /EMunicipalityAdDeclaration: the advertisement's type (lit or unlit comes with it), where it
 * stands, its size and count, and from when for how long, in the declaration shell.
 */
export function AdDeclarationForm({
  advertisingTypes,
  locations,
  debtsPath,
  myDeclarationsPath,
  owner,
}: AdDeclarationFormProps) {
  const { t } = useTranslation();
  const documentsIntro = useDocumentsIntro('ad');
  const defaultValues = useMemo(() => emptyAdForm(), []);
  const types = advertisingTypes.items;
  const schema = useMemo(() => adFormSchema(types), [types]);
  const typeOf = useCallback((code: string) => types.find((item) => item.code === code), [types]);
  const toInput = useCallback((values: AdFormValues) => adInput(values, typeOf(values.advertisingTypeCode)), [typeOf]);

  const reviewRows = (values: AdFormValues): ReviewRow[] => {
    const type = typeOf(values.advertisingTypeCode);
    const unit = periodUnit(type);
    return [
      { label: t('declarations.ad.advertisingType'), value: type?.name },
      {
        label: t('declarations.ad.location'),
        value: locations.items.find((item) => item.code === values.locationCode)?.name,
      },
      { label: t('declarations.ad.address'), value: values.addressText },
      ...(isPerArea(type)
        ? [
            {
              label: t('declarations.ad.review.size'),
              value: t('declarations.ad.review.sizeValue', { width: values.widthM, height: values.heightM }),
            },
          ]
        : []),
      { label: t('declarations.ad.review.count'), value: values.count },
      ...(ownSignPossible(type, values.locationCode) && values.ownSign
        ? [{ label: t('declarations.ad.review.ownSign'), value: t('declarations.common.yes') }]
        : []),
      {
        label: t('declarations.ad.review.period'),
        value: t('declarations.ad.review.periodValue', {
          count: values.periods,
          unit: unit ? t(`declarations.ad.review.units.${unit}`) : '',
          date: values.startDate ? turkishDate(values.startDate) : '',
        }),
      },
    ];
  };

  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('declarations.ad.intro')}</Typography>
      <DeclarationWizard<AdFormValues, 'RecordEMunicipalityAdDeclaration'>
        record="RecordEMunicipalityAdDeclaration"
        preview="PreviewEMunicipalityAdDeclaration"
        schema={schema}
        defaultValues={defaultValues}
        toInput={toInput}
        reviewRows={reviewRows}
        debtsPath={debtsPath}
        myDeclarationsPath={myDeclarationsPath}
        owner={owner}
        documents={documentsIntro}
      >
        {(form) => <AdFields form={form} advertisingTypes={advertisingTypes} locations={locations} />}
      </DeclarationWizard>
    </>
  );
}
