import { buildXml, type XmlValue } from '@ebelediye/contract/xml';

/** GeoReport v2's documents: elements and text; arrays repeat their item element. */
export type { XmlValue };

/** `root` holds the list (services, service_requests, errors…); `itemNames` names each list's items. */
export function toXml(root: string, value: XmlValue, itemNames: Record<string, string>): string {
  return buildXml(root, value, { encoding: 'utf-8', itemNames });
}
