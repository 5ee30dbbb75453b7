import { CreateUserDetail, districtLabel } from '@ebelediye/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { useActiveDistricts } from '../../lib/api/get-district-list-from-active-address-source';
import { useStreets } from '../../lib/api/get-street-list-without-authorization';
import { useOuterDoors } from '../../lib/api/get-outer-door-list-without-authorization';
import { useInnerDoors } from '../../lib/api/get-concrete-inner-door-list-without-authorization';
import { FormTextField } from '../form-text-field';
import { NativeCodeSelect, type CodeOption } from '../native-code-select';

/** An address as the forms hold it: codes from the address register ('' when not chosen) and the text. */
export const addressFormSchema = z.object({
  countyCode: z.string(),
  districtCode: z.string(),
  streetCode: z.string(),
  outerDoorCode: z.string(),
  innerDoorCode: z.string(),
  text: CreateUserDetail.input.shape.text,
});
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const emptyAddress: AddressFormValues = {
  countyCode: '',
  districtCode: '',
  streetCode: '',
  outerDoorCode: '',
  innerDoorCode: '',
  text: '',
};

/** The wire shape: codes not chosen are null. */
export function addressInput(values: z.output<typeof addressFormSchema>) {
  const code = (value: string) => (value === '' ? null : value);
  return {
    countyCode: code(values.countyCode),
    districtCode: code(values.districtCode),
    streetCode: code(values.streetCode),
    outerDoorCode: code(values.outerDoorCode),
    innerDoorCode: code(values.innerDoorCode),
    text: values.text,
  };
}

interface AddressFieldsProps {
  control: Control<AddressFormValues>;
  setValue: UseFormSetValue<AddressFormValues>;
}

/**
 * The address register cascade — mahalle → cadde/sokak → dış kapı → iç kapı — of the municipality's
 * county, and the open address text, written from the choices and editable.
 */
export function AddressFields({ control, setValue }: AddressFieldsProps) {
  const { t } = useTranslation();
  const [districtCode, streetCode, outerDoorCode, innerDoorCode] = useWatch({
    control,
    name: ['districtCode', 'streetCode', 'outerDoorCode', 'innerDoorCode'],
  });
  const districts = useActiveDistricts();
  const streets = useStreets(districtCode);
  const outerDoors = useOuterDoors(streetCode);
  const innerDoors = useInnerDoors(outerDoorCode);

  const districtOptions = (districts.data?.districts ?? []).map((district) => ({
    code: district.code,
    label: district.name,
  }));
  const streetOptions = (streets.data?.streets ?? []).map((street) => ({ code: street.code, label: street.name }));
  const outerDoorOptions = (outerDoors.data?.outerDoors ?? []).map((door) => ({
    code: door.code,
    label: door.buildingName ? `${door.doorNo} (${door.buildingName})` : door.doorNo,
  }));
  const innerDoorOptions = (innerDoors.data?.innerDoors ?? []).map((door) => ({
    code: door.code,
    label: `${door.innerDoorNo} – ${door.usageName}`,
  }));
  const failed = districts.isError || streets.isError || outerDoors.isError || innerDoors.isError;

  const nameOf = (options: CodeOption[], code: string) => options.find((option) => option.code === code)?.label ?? '';
  const compose = (codes: { district: string; street: string; outer: string; inner: string }) => {
    if (!codes.district) return '';
    // "Akpınar Mahallesi" as the register names it, "Cumhuriyet Mah." when it names only "Cumhuriyet".
    const district = districtLabel(nameOf(districtOptions, codes.district));
    let text = t('session.address.composed', {
      district,
      street: codes.street ? nameOf(streetOptions, codes.street) : '',
    }).trim();
    const outer = (outerDoors.data?.outerDoors ?? []).find((door) => door.code === codes.outer);
    const inner = (innerDoors.data?.innerDoors ?? []).find((door) => door.code === codes.inner);
    if (outer) text += t('session.address.composedDoor', { door: outer.doorNo });
    if (inner) text += t('session.address.composedInner', { inner: inner.innerDoorNo });
    return text;
  };
  const choose = (next: { district: string; street: string; outer: string; inner: string }) => {
    const county =
      (districts.data?.districts ?? []).find((district) => district.code === next.district)?.countyCode ?? '';
    setValue('countyCode', county);
    setValue('districtCode', next.district);
    setValue('streetCode', next.street);
    setValue('outerDoorCode', next.outer);
    setValue('innerDoorCode', next.inner);
    setValue('text', compose(next), { shouldValidate: next.district !== '' });
  };

  const listHint = (query: { isLoading: boolean }, parentChosen: boolean, chooseFirst: string) =>
    !parentChosen ? chooseFirst : query.isLoading ? t('session.address.loading') : undefined;

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NativeCodeSelect
          emptyLabel={t('session.address.choose')}
          label={t('session.address.district')}
          value={districtCode}
          options={districtOptions}
          hint={districts.isLoading ? t('session.address.loading') : undefined}
          disabled={districts.isLoading || districts.isError}
          onChange={(code) => choose({ district: code, street: '', outer: '', inner: '' })}
        />
        <NativeCodeSelect
          emptyLabel={t('session.address.choose')}
          label={t('session.address.street')}
          value={streetCode}
          options={streetOptions}
          hint={listHint(streets, districtCode !== '', t('session.address.chooseDistrictFirst'))}
          disabled={!districtCode || streets.isLoading}
          onChange={(code) => choose({ district: districtCode, street: code, outer: '', inner: '' })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NativeCodeSelect
          emptyLabel={t('session.address.choose')}
          label={t('session.address.outerDoor')}
          value={outerDoorCode}
          options={outerDoorOptions}
          hint={listHint(outerDoors, streetCode !== '', t('session.address.chooseStreetFirst'))}
          disabled={!streetCode || outerDoors.isLoading}
          onChange={(code) => choose({ district: districtCode, street: streetCode, outer: code, inner: '' })}
        />
        <NativeCodeSelect
          emptyLabel={t('session.address.choose')}
          label={t('session.address.innerDoor')}
          value={innerDoorCode}
          options={innerDoorOptions}
          hint={listHint(innerDoors, outerDoorCode !== '', t('session.address.chooseDoorFirst'))}
          disabled={!outerDoorCode || innerDoors.isLoading}
          onChange={(code) => choose({ district: districtCode, street: streetCode, outer: outerDoorCode, inner: code })}
        />
      </Stack>
      <FormTextField
        control={control}
        name="text"
        label={t('session.address.text')}
        hint={failed ? t('session.address.loadFailed') : t('session.address.textHint')}
        multiline
        minRows={2}
        required
        autoComplete="street-address"
      />
    </Stack>
  );
}
