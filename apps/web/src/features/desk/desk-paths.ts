/**
 * The staff desk's addresses. The only desk file the citizen app imports (the router mounts
 * `${deskBasePath}/*` lazily); everything else under apps/web/src/features/desk loads with the desk.
 */
export const deskBasePath = '/yonetim';
export const deskSignInPath = `${deskBasePath}/giris`;

export function isDeskPath(pathname: string): boolean {
  return pathname === deskBasePath || pathname.startsWith(`${deskBasePath}/`);
}
