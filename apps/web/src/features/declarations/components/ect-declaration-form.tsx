import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentYear } from '../../../components/public-table/current-year';
import type { OutputOf } from '../../../lib/api-client';
import { measureText, optionalCode, parseDecimal, type AddressFormValues } from '../declaration-form';
import { DeclarationNumberField, DeclarationSelectField, FormSection } from './declaration-fields';
import { DeclarationWizard, type DeclarationBody, type DeclarationOwner, type ReviewRow } from './declaration-wizard';
import { useDocumentsIntro, type Lookup } from './form-support';
import '../../../locales/declarations-sentences';

type ActivityType = OutputOf<'RetrieveECTActivityTypes'>['items'][number];

/** The ÇTV form as typed: the address of the cascade, then the workplace. */
export interface EctFormValues extends AddressFormValues {
  year: string;
  activityTypeCode: string;
  grade: string;
  areaM2: string;
}

export function emptyEctForm(year: number = currentYear()): EctFormValues {
  return {
    countyCode: '',
    districtCode: '',
    streetCode: '',
    outerDoorCode: '',
    innerDoorCode: '',
    text: '',
    year: String(year),
    activityTypeCode: '',
    grade: '',
    areaM2: '',
  };
}

export function ectInput(values: EctFormValues): DeclarationBody<'RecordEMunicipalityECTDeclaration'> {
  return {
    year: parseDecimal(values.year) as number,
    activityTypeCode: optionalCode(values.activityTypeCode) as string,
    grade: parseDecimal(values.grade) as number,
    areaM2: measureText(values.areaM2),
    addressText: values.text,
  };
}

/** The address is the shared cascade's, so the form field `text` stands for the wire's addressText. */
const fieldNames = { addressText: 'text' };
const grades = [1, 2, 3, 4, 5];

interface EctDeclarationFormProps {
  activityTypes: Lookup<ActivityType>;
  /** /DebtQuestioning, where the accrued installments appear. */
  debtsPath: string;
  /** Where the declaration is listed with its payments (/Beyanlarim). */
  myDeclarationsPath: string;
  owner?: DeclarationOwner;
  /** The address register cascade (the session feature's address fields), put in by the route. */
  renderAddress: (form: UseFormReturn<EctFormValues>) => ReactNode;
}

function WorkplaceFields({
  form,
  activityTypes,
  years,
}: {
  form: UseFormReturn<EctFormValues>;
  activityTypes: Lookup<ActivityType>;
  years: number[];
}) {
  const { t } = useTranslation();
  const { control } = form;
  const activityCode = useWatch({ control, name: 'activityTypeCode' });
  const activity = activityTypes.items.find((item) => item.code === activityCode);
  return (
    <FormSection title={t('declarations.ect.sections.workplace')}>
      <DeclarationSelectField
        control={control}
        name="activityTypeCode"
        label={t('declarations.ect.activityType')}
        options={activityTypes.items.map((item) => ({
          code: item.code,
          label: t('declarations.ect.activityOption', { name: item.name, group: item.buildingGroup }),
        }))}
        loading={activityTypes.loading}
        failed={activityTypes.failed}
        hint={activity ? t('declarations.ect.group', { group: activity.buildingGroup }) : undefined}
        required
      />
      <DeclarationSelectField
        control={control}
        name="grade"
        label={t('declarations.ect.grade')}
        options={grades.map((grade) => ({ code: String(grade), label: t('declarations.ect.gradeOption', { grade }) }))}
        hint={t('declarations.ect.gradeHint')}
        required
      />
      <DeclarationNumberField
        control={control}
        name="areaM2"
        label={t('declarations.ect.area')}
        hint={t('declarations.ect.areaHint')}
        maxLength={10}
        required
      />
      <DeclarationSelectField
        control={control}
        name="year"
        label={t('declarations.ect.year')}
        options={years.map((year) => ({ code: String(year), label: String(year) }))}
        required
      />
    </FormSection>
  );
}

/**
 * /EMunicipalityECTDeclaration: the workplace's address (from the address register), its activity —
 * which sets the building group —, the grade of its place and its area, in the declaration shell.
 */
export function EctDeclarationForm({
  activityTypes,
  debtsPath,
  myDeclarationsPath,
  owner,
  renderAddress,
}: EctDeclarationFormProps) {
  const { t } = useTranslation();
  const documentsIntro = useDocumentsIntro('ect');
  const thisYear = currentYear();
  const years = useMemo(() => [thisYear, thisYear - 1], [thisYear]);
  const defaultValues = useMemo(() => emptyEctForm(thisYear), [thisYear]);

  const reviewRows = (values: EctFormValues): ReviewRow[] => {
    const activity = activityTypes.items.find((item) => item.code === values.activityTypeCode);
    return [
      { label: t('declarations.ect.sections.address'), value: values.text },
      { label: t('declarations.ect.activityType'), value: activity?.name },
      {
        label: t('declarations.ect.groupLabel'),
        value: activity ? t('declarations.ect.groupValue', { group: activity.buildingGroup }) : '',
      },
      {
        label: t('declarations.ect.grade'),
        value: values.grade ? t('declarations.ect.gradeOption', { grade: values.grade }) : '',
      },
      {
        label: t('declarations.ect.area'),
        value: values.areaM2 ? t('declarations.ect.review.area', { value: values.areaM2 }) : '',
      },
      { label: t('declarations.ect.year'), value: values.year },
    ];
  };

  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('declarations.ect.intro')}</Typography>
      <DeclarationWizard<EctFormValues, 'RecordEMunicipalityECTDeclaration'>
        record="RecordEMunicipalityECTDeclaration"
        preview="PreviewEMunicipalityECTDeclaration"
        defaultValues={defaultValues}
        toInput={ectInput}
        fieldNames={fieldNames}
        reviewRows={reviewRows}
        debtsPath={debtsPath}
        myDeclarationsPath={myDeclarationsPath}
        owner={owner}
        documents={documentsIntro}
      >
        {(form) => (
          <>
            <FormSection title={t('declarations.ect.sections.address')} columns={1}>
              {renderAddress(form)}
            </FormSection>
            <WorkplaceFields form={form} activityTypes={activityTypes} years={years} />
          </>
        )}
      </DeclarationWizard>
    </>
  );
}
