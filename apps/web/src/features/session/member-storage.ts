import { memberInfoSchema, type MemberInfo } from '@ebelediye/contract';

/** SPEC §3's sessionStorage key. Only non-secret MemberInfo is kept; the session itself is an httpOnly cookie. */
export const MEMBER_INFO_KEY = 'MemberInfo';
/** SPEC §3's flag that the member signed in through the e-identity gateway (e-Devlet). */
const GATEWAY_LOGIN_KEY = 'EDevletLogin';

/** The member stored by an earlier page of this tab, if it is still readable. */
export function readStoredMember(): MemberInfo | null {
  // The server's prerender of a public page (decision 032) renders for nobody in particular.
  if (typeof sessionStorage === 'undefined') return null;
  const stored = sessionStorage.getItem(MEMBER_INFO_KEY);
  if (!stored) return null;
  try {
    const parsed = memberInfoSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: written by something else; forget it below.
  }
  sessionStorage.removeItem(MEMBER_INFO_KEY);
  return null;
}

export function storeMember(member: MemberInfo): void {
  sessionStorage.setItem(MEMBER_INFO_KEY, JSON.stringify(member));
}

export function rememberGatewayLogin(): void {
  sessionStorage.setItem(GATEWAY_LOGIN_KEY, 'true');
}

export function isGatewayLogin(): boolean {
  return sessionStorage.getItem(GATEWAY_LOGIN_KEY) === 'true';
}

export function forgetMember(): void {
  sessionStorage.removeItem(MEMBER_INFO_KEY);
  sessionStorage.removeItem(GATEWAY_LOGIN_KEY);
}
