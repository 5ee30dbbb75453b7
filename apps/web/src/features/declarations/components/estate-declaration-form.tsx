import { estateDeclarationInput, formatKurus, zeroRateStatusNames } from '@ebelediye/contract';
import { zeroRateStatuses, type ZeroRateStatus } from '@ebelediye/finance';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/date-field';
import { currentYear, turkishDate } from '../../../components/public-table/current-year';
import { useConstructionKinds } from '../api/retrieve-estate-construction-cost';
import { useEstateTypes } from '../api/retrieve-estate-types';
import { useEstateUsageTypes } from '../api/retrieve-estate-usage-types';
import { useLandTypes } from '../api/retrieve-land-types';
import { measureText, optionalCode, parseDecimal, type AddressFormValues } from '../declaration-form';
import {
  DeclarationCheckboxField,
  DeclarationNumberField,
  DeclarationSelectField,
  DeclarationTextField,
  FormSection,
  type SelectOption,
} from './declaration-fields';
import { DeclarationWizard, type DeclarationBody, type DeclarationOwner, type ReviewRow } from './declaration-wizard';
import '../../../locales/declarations-sentences';

export type EstateKind = 'arsa' | 'arazi' | 'bina';

/**
 * An estate declaration as the form holds it: the address of the cascade, then the title deed;
 * everything typed is text until toInput parses it.
 */
export interface EstateFormValues extends AddressFormValues {
  year: string;
  land: { pafta: string; block: string; parcel: string; parcelM2: string };
  /** Hisse: the declarant's share of the property. */
  ownershipShare: { numerator: string; denominator: string };
  /** Arsa payı: a building unit's share of the parcel. */
  landShare: { numerator: string; denominator: string };
  landTypeCode: string;
  building: {
    estateTypeCode: string;
    usageTypeCode: string;
    constructionTypeCode: string;
    constructionClassCode: string;
    yearBuilt: string;
    floorM2: string;
    independentUnitNo: string;
  };
  acquisitionDate: string;
  acquisitionReason: string;
  zeroRateExemption: boolean;
  zeroRate: { status: string; singleDwelling: boolean; noOtherIncome: boolean };
}

export function emptyEstateForm(year: number = currentYear()): EstateFormValues {
  return {
    countyCode: '',
    districtCode: '',
    streetCode: '',
    outerDoorCode: '',
    innerDoorCode: '',
    text: '',
    year: String(year),
    land: { pafta: '', block: '', parcel: '', parcelM2: '' },
    ownershipShare: { numerator: '1', denominator: '1' },
    landShare: { numerator: '', denominator: '' },
    landTypeCode: '',
    building: {
      estateTypeCode: '',
      usageTypeCode: '',
      constructionTypeCode: '',
      constructionClassCode: '',
      yearBuilt: '',
      floorM2: '',
      independentUnitNo: '',
    },
    acquisitionDate: '',
    acquisitionReason: '',
    zeroRateExemption: false,
    zeroRate: { status: '', singleDwelling: false, noOtherIncome: false },
  };
}

type EstateBody = DeclarationBody<'RecordEMunicipalityEstateDeclaration'>;
const number = (text: string) => parseDecimal(text) as number;

/** The wire body of one estate kind: only that kind's parts, numbers parsed, codes not chosen left out. */
export function estateInput(kind: EstateKind, values: EstateFormValues): EstateBody {
  const { land, building } = values;
  const claimed = kind === 'bina' && values.zeroRateExemption;
  return {
    estateKind: kind,
    year: number(values.year),
    streetCode: optionalCode(values.streetCode),
    outerDoorCode: optionalCode(values.outerDoorCode),
    innerDoorCode: optionalCode(values.innerDoorCode),
    addressText: values.text,
    land: {
      pafta: optionalCode(land.pafta),
      block: land.block,
      parcel: land.parcel,
      parcelM2: measureText(land.parcelM2),
    },
    ownershipShare: {
      numerator: number(values.ownershipShare.numerator),
      denominator: number(values.ownershipShare.denominator),
    },
    landShare:
      kind === 'bina'
        ? { numerator: number(values.landShare.numerator), denominator: number(values.landShare.denominator) }
        : undefined,
    landTypeCode: kind === 'arazi' ? optionalCode(values.landTypeCode) : undefined,
    building:
      kind === 'bina'
        ? {
            estateTypeCode: building.estateTypeCode,
            usageTypeCode: building.usageTypeCode,
            constructionTypeCode: building.constructionTypeCode,
            constructionClassCode: building.constructionClassCode,
            yearBuilt: number(building.yearBuilt),
            floorM2: measureText(building.floorM2),
            independentUnitNo: building.independentUnitNo,
          }
        : undefined,
    acquisitionDate: values.acquisitionDate,
    acquisitionReason: optionalCode(values.acquisitionReason) as EstateBody['acquisitionReason'],
    zeroRateExemption: claimed,
    zeroRate: claimed
      ? {
          status: optionalCode(values.zeroRate.status) as ZeroRateStatus | undefined,
          singleDwelling: values.zeroRate.singleDwelling,
          noOtherIncome: values.zeroRate.noOtherIncome,
        }
      : undefined,
  };
}

const shape = estateDeclarationInput.shape;

/**
 * The contract's schema with this kind's conditional parts required outright: the contract checks
 * "sokak" (arsa, bina), "arazi cinsi" (arazi) and the building only once the rest is valid; here
 * their own messages show as soon as the field is left empty.
 */
export function estateFormSchema(kind: EstateKind) {
  if (kind === 'arazi') return estateDeclarationInput.safeExtend({ landTypeCode: shape.landTypeCode.unwrap() });
  if (kind === 'bina')
    return estateDeclarationInput.safeExtend({
      streetCode: shape.streetCode.unwrap(),
      building: shape.building.unwrap(),
    });
  return estateDeclarationInput.safeExtend({ streetCode: shape.streetCode.unwrap() });
}

/** The address is the shared cascade's, so the form field `text` stands for the wire's addressText. */
const fieldNames = { addressText: 'text' };
const reasons = ['satin_alma', 'miras', 'bagis', 'insaat', 'diger'] as const;
const schemas = { arsa: estateFormSchema('arsa'), arazi: estateFormSchema('arazi'), bina: estateFormSchema('bina') };

const toOptions = (items: { code: string; name: string }[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ code: item.code, label: item.name }));
const nameIn = (options: SelectOption[], code: string) => options.find((option) => option.code === code)?.label ?? code;

interface EstateDeclarationFormProps {
  kind: EstateKind;
  /** /DebtQuestioning, where the accrued installments appear. */
  debtsPath: string;
  /** Where the declaration is listed with its payments (/Beyanlarim). */
  myDeclarationsPath: string;
  owner?: DeclarationOwner;
  /** The address register cascade (the session feature's address fields), put in by the route. */
  renderAddress: (form: UseFormReturn<EstateFormValues>) => ReactNode;
}

/**
 * /EMunicipalityEstateDeclarationLand, …Plot, …Building: the property's address, its parcel and
 * share, the land kind or the building's construction, the acquisition and the exemption claim, in
 * the declaration shell (live preview, review, confirm, result).
 */
export function EstateDeclarationForm({
  kind,
  debtsPath,
  myDeclarationsPath,
  owner,
  renderAddress,
}: EstateDeclarationFormProps) {
  const { t } = useTranslation();
  const thisYear = currentYear();
  const defaultValues = useMemo(() => emptyEstateForm(thisYear), [thisYear]);
  const yearOptions = [thisYear, thisYear - 1, thisYear - 2].map((year) => ({
    code: String(year),
    label: String(year),
  }));
  const reasonOptions = reasons.map((code) => ({ code, label: t(`declarations.estate.acquisitionReasons.${code}`) }));
  const lists = useEstateLists(kind, thisYear);
  const zeroRateStatusOptions = zeroRateStatuses.map((code) => ({ code, label: zeroRateStatusNames[code] }));

  const reviewRows = (values: EstateFormValues): ReviewRow[] => {
    const rows: ReviewRow[] = [
      { label: t('declarations.estate.review.kind'), value: t(`declarations.estate.kinds.${kind}`) },
      { label: t('declarations.estate.year'), value: values.year },
      { label: t('declarations.estate.review.address'), value: values.text },
      ...(values.land.pafta.trim() ? [{ label: t('declarations.estate.pafta'), value: values.land.pafta }] : []),
      { label: t('declarations.estate.review.parcel'), value: `${values.land.block} / ${values.land.parcel}` },
      {
        label: t('declarations.estate.review.area'),
        value: t('declarations.estate.squareMeters', { value: values.land.parcelM2 }),
      },
      {
        label: t('declarations.estate.review.ownershipShare'),
        value: `${values.ownershipShare.numerator} / ${values.ownershipShare.denominator}`,
      },
    ];
    if (kind === 'bina')
      rows.push({
        label: t('declarations.estate.review.landShare'),
        value: `${values.landShare.numerator} / ${values.landShare.denominator}`,
      });
    if (kind === 'arazi')
      rows.push({ label: t('declarations.estate.landType'), value: nameIn(lists.landTypes, values.landTypeCode) });
    if (kind === 'bina') {
      const { building } = values;
      rows.push(
        { label: t('declarations.estate.estateType'), value: nameIn(lists.estateTypes, building.estateTypeCode) },
        { label: t('declarations.estate.usageType'), value: nameIn(lists.usageTypes, building.usageTypeCode) },
        {
          label: t('declarations.estate.constructionType'),
          value: nameIn(lists.constructionTypes, building.constructionTypeCode),
        },
        {
          label: t('declarations.estate.constructionClass'),
          value: nameIn(lists.constructionClasses, building.constructionClassCode),
        },
        { label: t('declarations.estate.yearBuilt'), value: building.yearBuilt },
        {
          label: t('declarations.estate.floorM2'),
          value: t('declarations.estate.squareMeters', { value: building.floorM2 }),
        },
        { label: t('declarations.estate.independentUnitNo'), value: building.independentUnitNo },
      );
    }
    rows.push(
      {
        label: t('declarations.estate.acquisitionDate'),
        value: values.acquisitionDate ? turkishDate(values.acquisitionDate) : '',
      },
      { label: t('declarations.estate.acquisitionReason'), value: nameIn(reasonOptions, values.acquisitionReason) },
    );
    if (kind === 'bina') {
      rows.push({
        label: t('declarations.estate.review.exemption'),
        value: values.zeroRateExemption ? t('declarations.common.yes') : t('declarations.common.no'),
      });
      if (values.zeroRateExemption)
        rows.push({
          label: t('declarations.estate.zeroRateStatus'),
          value: nameIn(zeroRateStatusOptions, values.zeroRate.status),
        });
    }
    return rows;
  };

  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t(`declarations.estate.intro.${kind}`)}</Typography>
      <DeclarationWizard
        // A new kind is a new form: nothing typed for a plot carries over to a building.
        key={kind}
        record="RecordEMunicipalityEstateDeclaration"
        preview="PreviewEMunicipalityEstateDeclaration"
        schema={schemas[kind]}
        defaultValues={defaultValues}
        toInput={(values) => estateInput(kind, values)}
        fieldNames={fieldNames}
        reviewRows={reviewRows}
        debtsPath={debtsPath}
        myDeclarationsPath={myDeclarationsPath}
        owner={owner}
      >
        {(form) => (
          <>
            <FormSection
              title={t('declarations.estate.sections.address')}
              intro={kind === 'arazi' ? t('declarations.estate.addressHintLand') : undefined}
              columns={1}
            >
              {renderAddress(form)}
            </FormSection>
            <FormSection title={t('declarations.estate.sections.parcel')}>
              <DeclarationSelectField
                control={form.control}
                name="year"
                label={t('declarations.estate.year')}
                options={yearOptions}
                hint={t('declarations.estate.yearHint')}
                required
              />
              <DeclarationNumberField
                control={form.control}
                name="land.parcelM2"
                label={t('declarations.estate.parcelM2')}
                hint={t('declarations.estate.parcelM2Hint')}
                maxLength={15}
                required
              />
              <DeclarationTextField
                control={form.control}
                name="land.pafta"
                label={t('declarations.estate.pafta')}
                hint={t('declarations.estate.paftaHint')}
                maxLength={20}
                autoComplete="off"
              />
              <DeclarationNumberField
                control={form.control}
                name="land.block"
                label={t('declarations.estate.block')}
                kind="whole"
                maxLength={6}
                required
              />
              <DeclarationNumberField
                control={form.control}
                name="land.parcel"
                label={t('declarations.estate.parcel')}
                kind="whole"
                maxLength={6}
                required
              />
            </FormSection>
            <FormSection
              title={t('declarations.estate.sections.shares')}
              intro={t(`declarations.estate.sharesIntro.${kind}`)}
            >
              <DeclarationNumberField
                control={form.control}
                name="ownershipShare.numerator"
                label={t('declarations.estate.ownershipNumerator')}
                kind="whole"
                hint={t('declarations.estate.ownershipHint')}
                maxLength={10}
                required
              />
              <DeclarationNumberField
                control={form.control}
                name="ownershipShare.denominator"
                label={t('declarations.estate.ownershipDenominator')}
                kind="whole"
                maxLength={10}
                required
              />
              {kind === 'bina' && (
                <>
                  <DeclarationNumberField
                    control={form.control}
                    name="landShare.numerator"
                    label={t('declarations.estate.landShareNumerator')}
                    kind="whole"
                    hint={t('declarations.estate.landShareHint')}
                    maxLength={10}
                    required
                  />
                  <DeclarationNumberField
                    control={form.control}
                    name="landShare.denominator"
                    label={t('declarations.estate.landShareDenominator')}
                    kind="whole"
                    maxLength={10}
                    required
                  />
                </>
              )}
            </FormSection>
            {kind === 'arazi' && (
              <FormSection title={t('declarations.estate.sections.land')}>
                <DeclarationSelectField
                  control={form.control}
                  name="landTypeCode"
                  label={t('declarations.estate.landType')}
                  options={lists.landTypes}
                  loading={lists.loading.landTypes}
                  failed={lists.failed.landTypes}
                  required
                />
              </FormSection>
            )}
            {kind === 'bina' && <BuildingFields form={form} lists={lists} />}
            <FormSection title={t('declarations.estate.sections.acquisition')}>
              <FormDateField
                control={form.control}
                name="acquisitionDate"
                label={t('declarations.estate.acquisitionDate')}
                required
              />
              <DeclarationSelectField
                control={form.control}
                name="acquisitionReason"
                label={t('declarations.estate.acquisitionReason')}
                options={reasonOptions}
                required
              />
              {kind === 'bina' && (
                <ZeroRateFields form={form} dwellingTypes={lists.dwellingTypes} statusOptions={zeroRateStatusOptions} />
              )}
            </FormSection>
          </>
        )}
      </DeclarationWizard>
    </>
  );
}

type EstateLists = ReturnType<typeof useEstateLists>;

/** The lookups a kind needs, as select options; only the lists of that kind are asked for. */
function useEstateLists(kind: EstateKind, year: number) {
  const building = kind === 'bina';
  const landTypes = useLandTypes(year, kind === 'arazi');
  const estateTypes = useEstateTypes('bina', building);
  const usageTypes = useEstateUsageTypes(building);
  const construction = useConstructionKinds(year, building);
  return {
    landTypes: toOptions(
      landTypes.data?.items.map((item) => ({
        code: item.code,
        name: item.unitValueKurus === null ? item.name : `${item.name} (${formatKurus(item.unitValueKurus)}/m²)`,
      })),
    ),
    estateTypes: toOptions(estateTypes.data?.items),
    /** The building types taxed as a dwelling: only these may claim the zero rate. */
    dwellingTypes: new Set(
      (estateTypes.data?.items ?? []).filter((item) => item.taxClass === 'konut').map((item) => item.code),
    ),
    usageTypes: toOptions(usageTypes.data?.items),
    constructionTypes: toOptions(construction.data?.constructionTypes),
    constructionClasses: toOptions(construction.data?.constructionClasses),
    loading: {
      landTypes: landTypes.isPending,
      estateTypes: estateTypes.isPending,
      usageTypes: usageTypes.isPending,
      construction: construction.isPending,
    },
    failed: {
      landTypes: landTypes.isError,
      estateTypes: estateTypes.isError,
      usageTypes: usageTypes.isError,
      construction: construction.isError,
    },
  };
}

function BuildingFields({ form, lists }: { form: UseFormReturn<EstateFormValues>; lists: EstateLists }) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <FormSection title={t('declarations.estate.sections.building')}>
      <DeclarationSelectField
        control={control}
        name="building.estateTypeCode"
        label={t('declarations.estate.estateType')}
        options={lists.estateTypes}
        loading={lists.loading.estateTypes}
        failed={lists.failed.estateTypes}
        required
      />
      <DeclarationSelectField
        control={control}
        name="building.usageTypeCode"
        label={t('declarations.estate.usageType')}
        options={lists.usageTypes}
        loading={lists.loading.usageTypes}
        failed={lists.failed.usageTypes}
        required
      />
      <DeclarationSelectField
        control={control}
        name="building.constructionTypeCode"
        label={t('declarations.estate.constructionType')}
        options={lists.constructionTypes}
        loading={lists.loading.construction}
        failed={lists.failed.construction}
        required
      />
      <DeclarationSelectField
        control={control}
        name="building.constructionClassCode"
        label={t('declarations.estate.constructionClass')}
        options={lists.constructionClasses}
        loading={lists.loading.construction}
        failed={lists.failed.construction}
        required
      />
      <DeclarationNumberField
        control={control}
        name="building.yearBuilt"
        label={t('declarations.estate.yearBuilt')}
        kind="whole"
        maxLength={4}
        required
      />
      <DeclarationNumberField
        control={control}
        name="building.floorM2"
        label={t('declarations.estate.floorM2')}
        hint={t('declarations.estate.floorM2Hint')}
        maxLength={12}
        required
      />
      <DeclarationTextField
        control={control}
        name="building.independentUnitNo"
        label={t('declarations.estate.independentUnitNo')}
        maxLength={10}
        autoComplete="off"
        required
      />
    </FormSection>
  );
}

/**
 * The zero-rate claim of 1319 art. 8/2, offered only for a building type taxed as a dwelling (a
 * workplace never sees it), and once claimed, the conditions it rests on: the person's standing, one
 * dwelling in Turkey, no income beyond the pension or allowance. A claim on a type that stops being
 * a dwelling is withdrawn, not silently kept.
 */
function ZeroRateFields({
  form,
  dwellingTypes,
  statusOptions,
}: {
  form: UseFormReturn<EstateFormValues>;
  dwellingTypes: Set<string>;
  statusOptions: SelectOption[];
}) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const typeCode = useWatch({ control, name: 'building.estateTypeCode' });
  const claimed = useWatch({ control, name: 'zeroRateExemption' });
  const dwelling = dwellingTypes.has(typeCode);
  useEffect(() => {
    if (!dwelling && claimed) setValue('zeroRateExemption', false, { shouldValidate: true });
  }, [dwelling, claimed, setValue]);
  if (!dwelling) return null;
  return (
    <>
      <DeclarationCheckboxField
        control={control}
        name="zeroRateExemption"
        label={t('declarations.estate.zeroRateExemption')}
        hint={t('declarations.estate.zeroRateHint')}
      />
      {claimed && (
        <>
          <DeclarationSelectField
            control={control}
            name="zeroRate.status"
            label={t('declarations.estate.zeroRateStatus')}
            options={statusOptions}
            required
          />
          <DeclarationCheckboxField
            control={control}
            name="zeroRate.singleDwelling"
            label={t('declarations.estate.zeroRateSingleDwelling')}
          />
          <DeclarationCheckboxField
            control={control}
            name="zeroRate.noOtherIncome"
            label={t('declarations.estate.zeroRateNoOtherIncome')}
          />
        </>
      )}
    </>
  );
}
