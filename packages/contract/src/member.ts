import { z } from 'zod';
import './zod-config';

// What the browser keeps of a signed-in member (SPEC §3), apart from the session's operations, so that
// the first page load can read it without the whole membership contract (docs/performance-log.md).

export const registryKinds = {
  G: 'Gerçek kişi',
  Y: 'Yabancı gerçek kişi',
  T: 'Tüzel kişi',
  K: 'Kamu kurumu',
  D: 'Diğer',
  U: 'Detaysız',
} as const;
export type RegistryKind = keyof typeof registryKinds;
export const registryKindSchema = z.enum(['G', 'Y', 'T', 'K', 'D', 'U']);

/** SPEC §3 Registry, as the owner sees it: the ID masked where the full number is not needed. */
export const registrySchema = z.object({
  Oid: z.string(),
  kind: registryKindSchema,
  kindName: z.string(),
  identityNoMasked: z.string(),
  name: z.string(),
  surname: z.string(),
});

/** SPEC §3 MemberInfo: what the browser keeps in sessionStorage for rendering. Never a password or token. */
export const memberInfoSchema = z.object({
  userName: z.string(),
  memberId: z.number().int().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phoneMasked: z.string().nullable(),
  smsConsent: z.boolean(),
  mustChangePassword: z.boolean(),
  isEmployee: z.boolean(),
  viaEDevlet: z.boolean(),
  UserDetail: z.object({ Registry: registrySchema }),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
