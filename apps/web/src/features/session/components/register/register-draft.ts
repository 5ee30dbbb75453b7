import type { InputOf } from '../../../../lib/api-client';
import type { AddressFormValues } from '../../../../components/address/address-fields';
import type { VerifiedPhone } from '../../../../components/phone-verification';

/** The identity step as typed (kept to go back to it). */
export interface IdentityValues {
  registryType: 'G' | 'Y' | 'T';
  userPidNo: string;
  userNameOrTitle: string;
  userSurname: string;
  /** GG.AA.YYYY */
  birthDate: string;
  taxOfficeCode: string;
  fatherName: string;
  motherName: string;
  placeOfBirth: string;
  gender: '' | 'E' | 'K';
}

type CreateInput = InputOf<'CreateUserForEmunicipality'>;

export interface IdentityDraft {
  values: IdentityValues;
  input: Pick<
    CreateInput,
    | 'registryType'
    | 'userPidNo'
    | 'userNameOrTitle'
    | 'userSurname'
    | 'yearOfBirth'
    | 'monthOfBirth'
    | 'dayOfBirth'
    | 'taxOfficeCode'
    | 'fatherName'
    | 'motherName'
    | 'placeOfBirth'
    | 'gender'
  >;
  /** The municipality already has a registry for this ID; the account will be linked to it. */
  registryExists: boolean;
}

export interface ContactDraft {
  /** As typed, with the mask. */
  phoneText: string;
  email: string;
  verified: VerifiedPhone;
}

/** Everything the application has gathered so far, in the order of its steps. */
export interface RegisterDraft {
  identity?: IdentityDraft;
  contact?: ContactDraft;
  address?: AddressFormValues;
}
