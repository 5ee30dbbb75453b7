import { ValidateUserForEMunicipality } from '@ebelediye/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const { userName, password } = ValidateUserForEMunicipality.input.shape;

/** The sign-in form's rules: the contract's own fields of ValidateUserForEMunicipality (TCKN/VKN checksum, password). */
export const signInResolver = zodResolver(z.object({ userName, password }));
