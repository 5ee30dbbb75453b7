import { estateDeclarationInput, formatKurus } from '@ebelediye/contract';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentYear, turkishDate } from '../../../components/public-table/current-year';
import { useConstructionKinds } from '../api/retrieve-estate-construction-cost';
import { useEstateTypes } from '../api/retrieve-estate-types';
import { useEstateUsageTypes } from '../api/retrieve-estate-usage-types';
import { useLandTypes } from '../api/retrieve-land-types';
import { optionalCode, parseDecimal, type AddressFormValues } from '../declaration-form';
import { DeclarationCheckboxField, DeclarationNumberField, DeclarationSelectField, DeclarationTextField, FormSection, type SelectOption } from './declaration-fields';
import { DeclarationWizard, type DeclarationBody, type DeclarationOwner, type ReviewRow } from './declaration-wizard';

export type EstateKind = 'arsa' | 'arazi' | 'bina';

/**
 * An estate declaration as the form holds it: the address of the cascade, then the title deed;
 * everything typed is text until toInput parses it.
 */
export interface EstateFormValues extends AddressFormValues {
  year: string;
  land: { block: string; parcel: string; parcelM2: string; share: string; totalShares: string };
  landTypeCode: string;
  building: { estateTypeCode: string; usageTypeCode: string; constructionTypeCode: string; constructionClassCode: string; yearBuilt: string; floorM2: string; independentUnitNo: string };
  acquisitionDate: string;
  acquisitionReason: string;
  zeroRateExemption: boolean;
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
    land: { block: '', parcel: '', parcelM2: '', share: '1', totalShares: '1' },
    landTypeCode: '',
    building: { estateTypeCode: '', usageTypeCode: '', constructionTypeCode: '', constructionClassCode: '', yearBuilt: '', floorM2: '', independentUnitNo: '' },
    acquisitionDate: '',
    acquisitionReason: '',
    zeroRateExemption: false,
  };
}

type EstateBody = DeclarationBody<'RecordEMunicipalityEstateDeclaration'>;
const number = (text: string) => parseDecimal(text) as number;

/** The wire body of one estate kind: only that kind's parts, numbers parsed, codes not chosen left out. */
export function estateInput(kind: EstateKind, values: EstateFormValues): EstateBody {
  const { land, building } = values;
  return {
    estateKind: kind,
    year: number(values.year),
    streetCode: optionalCode(values.streetCode),
    outerDoorCode: optionalCode(values.outerDoorCode),
    innerDoorCode: optionalCode(values.innerDoorCode),
    addressText: values.text,
    land: { block: land.block, parcel: land.parcel, parcelM2: number(land.parcelM2), share: number(land.share), totalShares: number(land.totalShares) },
    landTypeCode: kind === 'arazi' ? optionalCode(values.landTypeCode) : undefined,
    building:
      kind === 'bina'
        ? {
            estateTypeCode: building.estateTypeCode,
            usageTypeCode: building.usageTypeCode,
            constructionTypeCode: building.constructionTypeCode,
            constructionClassCode: building.constructionClassCode,
            yearBuilt: number(building.yearBuilt),
            floorM2: number(building.floorM2),
            independentUnitNo: building.independentUnitNo,
          }
        : undefined,
    acquisitionDate: values.acquisitionDate,
    acquisitionReason: optionalCode(values.acquisitionReason) as EstateBody['acquisitionReason'],
    zeroRateExemption: kind === 'bina' ? values.zeroRateExemption : false,
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
  if (kind === 'bina') return estateDeclarationInput.safeExtend({ streetCode: shape.streetCode.unwrap(), building: shape.building.unwrap() });
  return estateDeclarationInput.safeExtend({ streetCode: shape.streetCode.unwrap() });
}

/** The address is the shared cascade's, so the form field `text` stands for the wire's addressText. */
const fieldNames = { addressText: 'text' };
const reasons = ['satin_alma', 'miras', 'bagis', 'insaat', 'diger'] as const;
const schemas = { arsa: estateFormSchema('arsa'), arazi: estateFormSchema('arazi'), bina: estateFormSchema('bina') };

const toOptions = (items: { code: string; name: string }[] | undefined): SelectOption[] => (items ?? []).map((item) => ({ code: item.code, label: item.name }));
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
export function EstateDeclarationForm({ kind, debtsPath, myDeclarationsPath, owner, renderAddress }: EstateDeclarationFormProps) {
  const { t } = useTranslation();
  const thisYear = currentYear();
  const defaultValues = useMemo(() => emptyEstateForm(thisYear), [thisYear]);
  const yearOptions = [thisYear, thisYear - 1, thisYear - 2].map((year) => ({ code: String(year), label: String(year) }));
  const reasonOptions = reasons.map((code) => ({ code, label: t(`declarations.estate.acquisitionReasons.${code}`) }));
  const lists = useEstateLists(kind, thisYear);

  const reviewRows = (values: EstateFormValues): ReviewRow[] => {
    const rows: ReviewRow[] = [
      { label: t('declarations.estate.review.kind'), value: t(`declarations.estate.kinds.${kind}`) },
      { label: t('declarations.estate.year'), value: values.year },
      { label: t('declarations.estate.review.address'), value: values.text },
      { label: t('declarations.estate.review.parcel'), value: `${values.land.block} / ${values.land.parcel}` },
      { label: t('declarations.estate.review.area'), value: t('declarations.estate.squareMeters', { value: values.land.parcelM2 }) },
      { label: t('declarations.estate.review.share'), value: `${values.land.share} / ${values.land.totalShares}` },
    ];
    if (kind === 'arazi') rows.push({ label: t('declarations.estate.landType'), value: nameIn(lists.landTypes, values.landTypeCode) });
    if (kind === 'bina') {
      const { building } = values;
      rows.push(
        { label: t('declarations.estate.estateType'), value: nameIn(lists.estateTypes, building.estateTypeCode) },
        { label: t('declarations.estate.usageType'), value: nameIn(lists.usageTypes, building.usageTypeCode) },
        { label: t('declarations.estate.constructionType'), value: nameIn(lists.constructionTypes, building.constructionTypeCode) },
        { label: t('declarations.estate.constructionClass'), value: nameIn(lists.constructionClasses, building.constructionClassCode) },
        { label: t('declarations.estate.yearBuilt'), value: building.yearBuilt },
        { label: t('declarations.estate.floorM2'), value: t('declarations.estate.squareMeters', { value: building.floorM2 }) },
        { label: t('declarations.estate.independentUnitNo'), value: building.independentUnitNo },
      );
    }
    rows.push(
      { label: t('declarations.estate.acquisitionDate'), value: values.acquisitionDate ? turkishDate(values.acquisitionDate) : '' },
      { label: t('declarations.estate.acquisitionReason'), value: nameIn(reasonOptions, values.acquisitionReason) },
    );
    if (kind === 'bina') rows.push({ label: t('declarations.estate.review.exemption'), value: values.zeroRateExemption ? t('declarations.common.yes') : t('declarations.common.no') });
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
        debtsPath={debtsPath} myDeclarationsPath={myDeclarationsPath}
        owner={owner}
      >
        {(form) => (
          <>
            <FormSection title={t('declarations.estate.sections.address')} intro={kind === 'arazi' ? t('declarations.estate.addressHintLand') : undefined} columns={1}>
              {renderAddress(form)}
            </FormSection>
            <FormSection title={t('declarations.estate.sections.parcel')}>
              <DeclarationSelectField control={form.control} name="year" label={t('declarations.estate.year')} options={yearOptions} hint={t('declarations.estate.yearHint')} required />
              <DeclarationNumberField control={form.control} name="land.parcelM2" label={t('declarations.estate.parcelM2')} required />
              <DeclarationNumberField control={form.control} name="land.block" label={t('declarations.estate.block')} kind="whole" maxLength={6} required />
              <DeclarationNumberField control={form.control} name="land.parcel" label={t('declarations.estate.parcel')} kind="whole" maxLength={6} required />
              <DeclarationNumberField control={form.control} name="land.share" label={t('declarations.estate.share')} kind="whole" hint={t('declarations.estate.shareHint')} required />
              <DeclarationNumberField control={form.control} name="land.totalShares" label={t('declarations.estate.totalShares')} kind="whole" required />
            </FormSection>
            {kind === 'arazi' && (
              <FormSection title={t('declarations.estate.sections.land')}>
                <DeclarationSelectField control={form.control} name="landTypeCode" label={t('declarations.estate.landType')} options={lists.landTypes} loading={lists.loading.landTypes} failed={lists.failed.landTypes} required />
              </FormSection>
            )}
            {kind === 'bina' && <BuildingFields form={form} lists={lists} />}
            <FormSection title={t('declarations.estate.sections.acquisition')}>
              <DeclarationTextField control={form.control} name="acquisitionDate" type="date" label={t('declarations.estate.acquisitionDate')} required />
              <DeclarationSelectField control={form.control} name="acquisitionReason" label={t('declarations.estate.acquisitionReason')} options={reasonOptions} required />
              {kind === 'bina' && <DeclarationCheckboxField control={form.control} name="zeroRateExemption" label={t('declarations.estate.zeroRateExemption')} hint={t('declarations.estate.zeroRateHint')} />}
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
    landTypes: toOptions(landTypes.data?.items.map((item) => ({ code: item.code, name: item.unitValueKurus === null ? item.name : `${item.name} (${formatKurus(item.unitValueKurus)}/m²)` }))),
    estateTypes: toOptions(estateTypes.data?.items),
    usageTypes: toOptions(usageTypes.data?.items),
    constructionTypes: toOptions(construction.data?.constructionTypes),
    constructionClasses: toOptions(construction.data?.constructionClasses),
    loading: { landTypes: landTypes.isPending, estateTypes: estateTypes.isPending, usageTypes: usageTypes.isPending, construction: construction.isPending },
    failed: { landTypes: landTypes.isError, estateTypes: estateTypes.isError, usageTypes: usageTypes.isError, construction: construction.isError },
  };
}

function BuildingFields({ form, lists }: { form: UseFormReturn<EstateFormValues>; lists: EstateLists }) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <FormSection title={t('declarations.estate.sections.building')}>
      <DeclarationSelectField control={control} name="building.estateTypeCode" label={t('declarations.estate.estateType')} options={lists.estateTypes} loading={lists.loading.estateTypes} failed={lists.failed.estateTypes} required />
      <DeclarationSelectField control={control} name="building.usageTypeCode" label={t('declarations.estate.usageType')} options={lists.usageTypes} loading={lists.loading.usageTypes} failed={lists.failed.usageTypes} required />
      <DeclarationSelectField control={control} name="building.constructionTypeCode" label={t('declarations.estate.constructionType')} options={lists.constructionTypes} loading={lists.loading.construction} failed={lists.failed.construction} required />
      <DeclarationSelectField control={control} name="building.constructionClassCode" label={t('declarations.estate.constructionClass')} options={lists.constructionClasses} loading={lists.loading.construction} failed={lists.failed.construction} required />
      <DeclarationNumberField control={control} name="building.yearBuilt" label={t('declarations.estate.yearBuilt')} kind="whole" maxLength={4} required />
      <DeclarationNumberField control={control} name="building.floorM2" label={t('declarations.estate.floorM2')} required />
      <DeclarationTextField control={control} name="building.independentUnitNo" label={t('declarations.estate.independentUnitNo')} maxLength={10} autoComplete="off" required />
    </FormSection>
  );
}
