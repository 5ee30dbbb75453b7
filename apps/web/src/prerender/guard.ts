import { MEMBER_INFO_KEY } from '../features/session/member-storage';
import { THEME_STORAGE_KEY } from '../layout/themes/theme-preference';
import { themes } from '../layout/themes/themes';
import { PRERENDER_ATTRIBUTE } from './client';

/** The prerender is a phone's page (phone-media.ts): narrower than MUI's `sm` breakpoint. */
const tabletWidth = Object.values(themes)[0]!.breakpoints.values.sm;

/**
 * The prerendered HTML is the page as an anonymous visitor sees it on a phone in the light theme
 * (decision 032). This script, inline in <head> so it runs before the first paint, tells whether this
 * browser would render exactly that: no member stored in this tab, a light theme (chosen, or the
 * device's when none was chosen), a phone's window (narrower than the `sm` breakpoint, where the
 * filters fold and the side nav is a drawer). If so the page shows at once and React hydrates it (`hydrate`); if not, it stays hidden and React renders the
 * visitor's own page in its place (`replace`), as before prerendering — never a flash of the wrong
 * theme or layout. The server allows exactly this script by its hash in the CSP (apps/api plugins/web.ts).
 */
export const guardScript =
  `(function(){var w=window,ok=!w.matchMedia('(min-width:${tabletWidth}px)').matches,t=null;` +
  `try{t=w.localStorage.getItem('${THEME_STORAGE_KEY}');if(w.sessionStorage.getItem('${MEMBER_INFO_KEY}'))ok=false}catch(e){}` +
  `if(t!=='light'&&(t==='dark'||w.matchMedia('(prefers-color-scheme: dark)').matches))ok=false;` +
  `document.documentElement.setAttribute('${PRERENDER_ATTRIBUTE}',ok?'hydrate':'replace')})()`;

/** Keeps a prerendered page this browser will not hydrate out of sight until React has replaced it. */
export const guardStyle = `html[${PRERENDER_ATTRIBUTE}=replace] #root{visibility:hidden}`;
