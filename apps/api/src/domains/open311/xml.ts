/** Just enough XML for GeoReport v2's documents: elements, text, escaping; arrays repeat their item element. */
function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type XmlValue = string | number | boolean | null | undefined | XmlValue[] | { [key: string]: XmlValue };

function element(name: string, value: XmlValue, itemNames: Record<string, string>): string {
  if (value === null || value === undefined) return `<${name}/>`;
  if (Array.isArray(value)) {
    const item = itemNames[name] ?? 'item';
    return `<${name}>${value.map((v) => element(item, v, itemNames)).join('')}</${name}>`;
  }
  if (typeof value === 'object')
    return `<${name}>${Object.entries(value)
      .map(([key, v]) => element(key, v, itemNames))
      .join('')}</${name}>`;
  return `<${name}>${escape(String(value))}</${name}>`;
}

/** `root` holds the list (services, service_requests, errors…); `itemNames` names each list's items. */
export function toXml(root: string, value: XmlValue, itemNames: Record<string, string>): string {
  return `<?xml version="1.0" encoding="utf-8"?>${element(root, value, itemNames)}`;
}
