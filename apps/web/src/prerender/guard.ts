import { MEMBER_INFO_KEY } from '../lib/auth/member-storage';
import { THEME_STORAGE_KEY } from '../layout/themes/theme-preference';
import { themes } from '../layout/themes/themes';
import { PRERENDER_ATTRIBUTE } from './client';

/** The <template> holding the build's script and modulepreload tags in a prerendered page. */
export const SCRIPTS_TEMPLATE_ID = 'app-scripts';

/** The prerender is a phone's page (phone-media.ts): narrower than MUI's `sm` breakpoint. */
const tabletWidth = Object.values(themes)[0]!.breakpoints.values.sm;

/** On the guard's <script>: `member` for a member's screen (decision 048), none for a public page. */
export const GUARD_FOR_ATTRIBUTE = 'data-for';

/**
 * The prerendered HTML is the page as an anonymous visitor sees it on a phone in the light theme
 * (decision 032), or a member's screen before the member is known (decision 048). This script, inline
 * in <head> so it runs before the first paint, tells whether this browser would render exactly that:
 * no member stored in this tab for a public page, one for a member's screen (the attribute the script
 * carries says which: a CSP hash covers the text only), a light theme (chosen, or the
 * device's when none was chosen), a phone's window (narrower than the `sm` breakpoint, where the
 * filters fold and the side nav is a drawer). If so the page shows at once and React hydrates it (`hydrate`); if not, it stays hidden and React renders the
 * visitor's own page in its place (`replace`), as before prerendering — never a flash of the wrong
 * theme or layout. The server allows exactly this script by its hash in the CSP (apps/api plugins/web.ts).
 */
export const guardScript =
  // f: this page is a member's screen; h: this tab has a member stored.
  `(function(){var w=window,ok=!w.matchMedia('(min-width:${tabletWidth}px)').matches,t=null;` +
  `var m=document.currentScript,f=!!m&&m.getAttribute('${GUARD_FOR_ATTRIBUTE}')==='member',h=false;` +
  `try{t=w.localStorage.getItem('${THEME_STORAGE_KEY}');h=!!w.sessionStorage.getItem('${MEMBER_INFO_KEY}')}catch(e){}` +
  `if(h!==f)ok=false;` +
  `if(t!=='light'&&(t==='dark'||w.matchMedia('(prefers-color-scheme: dark)').matches))ok=false;` +
  `document.documentElement.setAttribute('${PRERENDER_ATTRIBUTE}',ok?'hydrate':'replace');` +
  // The app's scripts wait in a <template> (inert: nothing in it is fetched). A page the server painted
  // fetches them once its first contentful paint has been reported (the paint timing entry; where a
  // browser has none, after the first frame), so the paint does not share the phone's first round trips
  // with 250 kB of JavaScript it does not need; a page the browser must draw fetches them at once. The
  // 2 s timer starts them in a tab that paints nothing (hidden).
  `var d=document,s=d.getElementById('${SCRIPTS_TEMPLATE_ID}'),go=function(){if(!s)return;` +
  `var e=s.content.children;for(var i=0;i<e.length;i++){var n=d.createElement(e[i].tagName);` +
  `for(var j=0;j<e[i].attributes.length;j++)n.setAttribute(e[i].attributes[j].name,e[i].attributes[j].value);d.head.appendChild(n)}s.remove();s=null};` +
  `if(!ok)return go();setTimeout(go,2000);var P=w.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){` +
  `if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});` +
  `else w.requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** Keeps a prerendered page this browser will not hydrate out of sight until React has replaced it. */
export const guardStyle = `html[${PRERENDER_ATTRIBUTE}=replace] #root{visibility:hidden}`;
