import type { MemberInfo } from '@ebelediye/contract';

/** SPEC §3's sessionStorage key. Only non-secret MemberInfo is kept; the session itself is an httpOnly cookie. */
export const MEMBER_INFO_KEY = 'MemberInfo';
/** SPEC §3's flag that the member signed in through the e-identity gateway (e-Devlet). */
const GATEWAY_LOGIN_KEY = 'EDevletLogin';

/**
 * Enough of MemberInfo's shape for the first render (the name in the top bar, the guard's decision).
 * The contract's full check follows right after (storedMemberIsValid): zod is not part of the first
 * load, and this tab wrote the value itself from a checked answer of the server.
 */
function looksLikeMember(value: unknown): value is MemberInfo {
  if (typeof value !== 'object' || value === null) return false;
  const member = value as Record<string, unknown>;
  const detail = member.UserDetail as { Registry?: unknown } | undefined;
  return (
    typeof member.userName === 'string' &&
    typeof member.name === 'string' &&
    typeof member.surname === 'string' &&
    typeof detail?.Registry === 'object'
  );
}

/** The member stored by an earlier page of this tab, if it is still readable. */
export function readStoredMember(): MemberInfo | null {
  // The server's prerender of a public page (decision 032) renders for nobody in particular.
  if (typeof sessionStorage === 'undefined') return null;
  const stored = sessionStorage.getItem(MEMBER_INFO_KEY);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (looksLikeMember(value)) return value;
  } catch {
    // Not JSON: written by something else; forget it below.
  }
  sessionStorage.removeItem(MEMBER_INFO_KEY);
  return null;
}

/** The contract's check of the stored member, once its schema has loaded; a member that fails it is forgotten. */
export async function storedMemberIsValid(): Promise<boolean> {
  const stored = sessionStorage.getItem(MEMBER_INFO_KEY);
  if (!stored) return true;
  const { memberInfoSchema } = await import('@ebelediye/contract/member');
  let valid = false;
  try {
    valid = memberInfoSchema.safeParse(JSON.parse(stored)).success;
  } catch {
    // Not JSON: not valid.
  }
  if (!valid) forgetMember();
  return valid;
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
