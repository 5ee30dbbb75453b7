import { entertainmentDeclarationInput, formatKurus } from '@ebelediye/contract';
import { istanbulToday } from '@ebelediye/finance';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { turkishPeriod } from '../../../components/public-table/current-year';
import type { OutputOf } from '../../../lib/api-client';
import { optionalCode, parseDecimal } from '../declaration-form';
import {
  DeclarationNumberField,
  DeclarationSelectField,
  DeclarationTextField,
  FormSection,
  type SelectOption,
} from './declaration-fields';
import { DeclarationWizard, type DeclarationBody, type DeclarationOwner, type ReviewRow } from './declaration-wizard';
import { liraCharacters, parseLiraToKurus, useDocumentsIntro, type Lookup } from './form-support';
import '../../../locales/declarations-sentences';

type EntertainmentType = OutputOf<'RetrieveEntertainmentTypes'>['items'][number];
type PlaceType = OutputOf<'RetrieveEntertainmentPlaceTypes'>['items'][number];
type EntertainmentBody = DeclarationBody<'RecordEMunicipalityEntertainmentDeclaration'>;

/** The form as typed: text throughout ('' = empty or not chosen); the period is YYYY-AA. */
export interface EntertainmentFormValues {
  placeTypeCode: string;
  entertainmentTypeCode: string;
  period: string;
  takings: string;
  days: string;
  units: string;
  addressText: string;
}

/** Months a declaration may be for: this one and the 23 before it, newest first, as YYYY-AA. */
export function periodOptions(today: string = istanbulToday(new Date())): SelectOption[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 24 }, (_, back) => {
    const code = new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
    return { code, label: turkishPeriod(code) };
  });
}

/** An entertainment is declared for the month just ended, so the form starts there. */
export function emptyEntertainmentForm(today: string = istanbulToday(new Date())): EntertainmentFormValues {
  return {
    placeTypeCode: '',
    entertainmentTypeCode: '',
    period: periodOptions(today)[1].code,
    takings: '',
    days: '',
    units: '1',
    addressText: '',
  };
}

/** The types that may be held in a place (a type naming no place may be held anywhere). */
const typesFor = (types: EntertainmentType[], placeTypeCode: string) =>
  types.filter((type) => type.placeTypeCodes.length === 0 || type.placeTypeCodes.includes(placeTypeCode));

/** The wire body: takings for a share-of-takings type, days and units for a daily one — never both. */
export function entertainmentInput(
  values: EntertainmentFormValues,
  type: EntertainmentType | undefined,
): EntertainmentBody {
  return {
    placeTypeCode: optionalCode(values.placeTypeCode) as string,
    entertainmentTypeCode: optionalCode(values.entertainmentTypeCode) as string,
    period: values.period,
    takingsKurus: type?.basis === 'hasilat' ? parseLiraToKurus(values.takings) : undefined,
    days: type?.basis === 'gunluk' ? parseDecimal(values.days) : undefined,
    units: type?.basis === 'gunluk' ? parseDecimal(values.units) : undefined,
    addressText: values.addressText,
  } as EntertainmentBody;
}

const shape = entertainmentDeclarationInput.shape;

/**
 * The contract's schema, and what it leaves to the server because it depends on the type's row: a
 * share-of-takings type needs the takings, a daily one the days (the server's own sentences). A
 * takings figure that is not a sum of lira gets a sentence of its own before the contract's bounds.
 */
export function entertainmentFormSchema(
  types: EntertainmentType[],
  messages: { takingsInvalid: string; takingsRequired: string; daysRequired: string },
) {
  return entertainmentDeclarationInput
    .safeExtend({
      takingsKurus: z.number({ error: messages.takingsInvalid }).pipe(shape.takingsKurus.unwrap()).optional(),
    })
    .superRefine(
      (body, context) => {
        const type = types.find((item) => item.code === body.entertainmentTypeCode);
        if (type?.basis === 'hasilat' && body.takingsKurus === undefined)
          context.addIssue({ code: 'custom', message: messages.takingsRequired, path: ['takingsKurus'] });
        if (type?.basis === 'gunluk' && body.days === undefined)
          context.addIssue({ code: 'custom', message: messages.daysRequired, path: ['days'] });
      },
      // Said together with the other fields' messages, not only once they are all right.
      { when: () => true },
    );
}

/** The wire's takingsKurus is the form's takings field (typed in lira). */
const fieldNames = { takingsKurus: 'takings' };

interface EntertainmentDeclarationFormProps {
  placeTypes: Lookup<PlaceType>;
  entertainmentTypes: Lookup<EntertainmentType>;
  /** /DebtQuestioning, where the accrued tax appears. */
  debtsPath: string;
  /** Where the declaration is listed with its payments (/Beyanlarim). */
  myDeclarationsPath: string;
  owner?: DeclarationOwner;
}

function EntertainmentFields({
  form,
  placeTypes,
  entertainmentTypes,
  periods,
}: { form: UseFormReturn<EntertainmentFormValues>; periods: SelectOption[] } & Pick<
  EntertainmentDeclarationFormProps,
  'placeTypes' | 'entertainmentTypes'
>) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = form;
  const [placeTypeCode, entertainmentTypeCode] = useWatch({
    control,
    name: ['placeTypeCode', 'entertainmentTypeCode'],
  });
  const allowed = placeTypeCode ? typesFor(entertainmentTypes.items, placeTypeCode) : [];
  const type = allowed.find((item) => item.code === entertainmentTypeCode);

  // A type that cannot be held in the newly chosen place is no longer chosen.
  useEffect(() => {
    const chosen = getValues('entertainmentTypeCode');
    if (
      chosen &&
      entertainmentTypes.items.length > 0 &&
      !typesFor(entertainmentTypes.items, placeTypeCode).some((item) => item.code === chosen)
    )
      setValue('entertainmentTypeCode', '');
  }, [placeTypeCode, entertainmentTypes.items, getValues, setValue]);

  const basisHint = type
    ? type.basis === 'hasilat'
      ? t('declarations.entertainment.basisTakings', {
          rate: ((type.rateBasisPoints ?? 0) / 100).toLocaleString('tr-TR'),
        })
      : t('declarations.entertainment.basisDaily', { amount: formatKurus(type.dailyAmountKurus ?? 0) })
    : undefined;

  return (
    <>
      <FormSection title={t('declarations.entertainment.sections.place')}>
        <DeclarationSelectField
          control={control}
          name="placeTypeCode"
          label={t('declarations.entertainment.placeType')}
          options={placeTypes.items.map((item) => ({ code: item.code, label: item.name }))}
          loading={placeTypes.loading}
          failed={placeTypes.failed}
          required
        />
        <DeclarationTextField
          control={control}
          name="addressText"
          label={t('declarations.entertainment.address')}
          hint={t('declarations.entertainment.addressHint')}
          autoComplete="street-address"
          multiline
          minRows={2}
          required
        />
      </FormSection>
      <FormSection title={t('declarations.entertainment.sections.entertainment')}>
        <DeclarationSelectField
          control={control}
          name="entertainmentTypeCode"
          label={t('declarations.entertainment.entertainmentType')}
          options={allowed.map((item) => ({ code: item.code, label: item.name }))}
          loading={entertainmentTypes.loading}
          failed={entertainmentTypes.failed}
          disabled={!placeTypeCode}
          hint={placeTypeCode ? basisHint : t('declarations.entertainment.choosePlaceFirst')}
          required
        />
        <DeclarationSelectField
          control={control}
          name="period"
          label={t('declarations.entertainment.period')}
          options={periods}
          hint={t('declarations.entertainment.periodHint')}
          required
        />
        {type?.basis === 'hasilat' && (
          <DeclarationTextField
            control={control}
            name="takings"
            label={t('declarations.entertainment.takings')}
            hint={t('declarations.entertainment.takingsHint')}
            clean={liraCharacters}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            required
          />
        )}
        {type?.basis === 'gunluk' && (
          <>
            <DeclarationNumberField
              control={control}
              name="days"
              kind="whole"
              label={t('declarations.entertainment.days')}
              hint={t('declarations.entertainment.daysHint')}
              maxLength={2}
              required
            />
            <DeclarationNumberField
              control={control}
              name="units"
              kind="whole"
              label={t('declarations.entertainment.units')}
              hint={t('declarations.entertainment.unitsHint')}
              maxLength={4}
            />
          </>
        )}
      </FormSection>
    </>
  );
}

/**
 * /EMunicipalityEntertainmentDeclaration: the place and its type, the entertainment held there, the
 * month, and the takings or the days (whichever the type is taxed by), in the declaration shell
 * (live preview, review, confirm, number and PDF).
 */
export function EntertainmentDeclarationForm({
  placeTypes,
  entertainmentTypes,
  debtsPath,
  myDeclarationsPath,
  owner,
}: EntertainmentDeclarationFormProps) {
  const { t } = useTranslation();
  const documentsIntro = useDocumentsIntro('entertainment');
  const periods = useMemo(() => periodOptions(), []);
  const defaultValues = useMemo(() => emptyEntertainmentForm(), []);
  const types = entertainmentTypes.items;
  const schema = useMemo(
    () =>
      entertainmentFormSchema(types, {
        takingsInvalid: t('declarations.entertainment.takingsInvalid'),
        takingsRequired: t('declarations.entertainment.takingsRequired'),
        daysRequired: t('declarations.entertainment.daysRequired'),
      }),
    [types, t],
  );
  const typeOf = useCallback((code: string) => types.find((item) => item.code === code), [types]);
  const toInput = useCallback(
    (values: EntertainmentFormValues) => entertainmentInput(values, typeOf(values.entertainmentTypeCode)),
    [typeOf],
  );

  const reviewRows = (values: EntertainmentFormValues): ReviewRow[] => {
    const type = typeOf(values.entertainmentTypeCode);
    const takings = parseLiraToKurus(values.takings);
    return [
      {
        label: t('declarations.entertainment.placeType'),
        value: placeTypes.items.find((item) => item.code === values.placeTypeCode)?.name,
      },
      { label: t('declarations.entertainment.address'), value: values.addressText },
      { label: t('declarations.entertainment.entertainmentType'), value: type?.name },
      {
        label: t('declarations.entertainment.period'),
        value: periods.find((option) => option.code === values.period)?.label ?? values.period,
      },
      ...(type?.basis === 'hasilat'
        ? [
            {
              label: t('declarations.entertainment.review.takings'),
              value: takings === undefined ? '' : formatKurus(takings),
            },
          ]
        : []),
      ...(type?.basis === 'gunluk'
        ? [
            { label: t('declarations.entertainment.review.days'), value: values.days },
            { label: t('declarations.entertainment.review.units'), value: values.units },
          ]
        : []),
    ];
  };

  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('declarations.entertainment.intro')}</Typography>
      <DeclarationWizard<EntertainmentFormValues, 'RecordEMunicipalityEntertainmentDeclaration'>
        record="RecordEMunicipalityEntertainmentDeclaration"
        preview="PreviewEMunicipalityEntertainmentDeclaration"
        schema={schema}
        defaultValues={defaultValues}
        toInput={toInput}
        fieldNames={fieldNames}
        reviewRows={reviewRows}
        debtsPath={debtsPath}
        myDeclarationsPath={myDeclarationsPath}
        owner={owner}
        documents={documentsIntro}
      >
        {(form) => (
          <EntertainmentFields
            form={form}
            placeTypes={placeTypes}
            entertainmentTypes={entertainmentTypes}
            periods={periods}
          />
        )}
      </DeclarationWizard>
    </>
  );
}
