import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An emotion cache for one server render that keeps the styles instead of writing <style> elements
 * into the markup (emotion's "compat" mode, what @emotion/server reads).
 */
export function createServerCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The styles the render used, as the <style> elements emotion's browser cache adopts instead of
 * inserting them again: `data-emotion="css <names>"` for the components' classes (one element), and one
 * `data-emotion="css-global <name>"` element per global style (CssBaseline), which is what emotion's
 * <Global> looks for when it mounts. Without them the first paint would be unstyled until the JS ran.
 */
export function styleTags(cache: EmotionCache): string {
  const names: string[] = [];
  let css = '';
  let globals = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals += `<style data-emotion="${cache.key}-global ${name}">${rules}</style>`;
    } else {
      names.push(name);
      css += rules;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${names.join(' ')}">${css}</style>`;
}
