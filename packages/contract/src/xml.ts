import { XMLParser } from 'fast-xml-parser';

/**
 * The one XML module of the API and the sandbox (banks, SMS, NVİ, Open311): documents are read with
 * fast-xml-parser and written by `buildXml`, whose text is always escaped by `escapeXml`. What the
 * other side sends is not trusted: a DOCTYPE (the door to entity expansion — billion laughs, external
 * entities) or an oversized document is refused before it is parsed, never expanded.
 */

/** Larger than any answer a bank, the SMS provider or NVİ gives; anything bigger is refused unread. */
export const maxXmlLength = 256 * 1024;

export class XmlRefused extends Error {}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Values stay text: "00", "0000" and "949" are codes, not numbers.
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Built-in entities only, with character references (`&#287;`), which an ISO-8859-9 sender writes for
  // a letter outside its set; declared entities never get this far, since a DOCTYPE is refused.
  processEntities: true,
  htmlEntities: true,
});

type XmlNode = string | XmlNode[] | { [name: string]: XmlNode };

/** A parsed document, read by element name wherever the element is, as the banks' answers are. */
export interface XmlDocument {
  /** The trimmed text of the first element `name` holding text; '' when there is none. */
  text(name: string): string;
  /** The texts of every element `name` holding text, in document order. */
  texts(name: string): string[];
  /** Whether an element `name` occurs at all. */
  has(name: string): boolean;
}

/** Parses `text`, refusing a DOCTYPE or entity declaration and anything longer than `maxXmlLength`. */
export function readXml(text: string): XmlDocument {
  if (text.length > maxXmlLength) throw new XmlRefused('XML belgesi çok büyük');
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new XmlRefused('XML belgesinde DOCTYPE kabul edilmez');
  let root: XmlNode;
  try {
    root = parser.parse(text) as XmlNode;
  } catch (error) {
    throw new XmlRefused(`XML okunamadı: ${error instanceof Error ? error.message : String(error)}`);
  }
  const found = (name: string): XmlNode[] => {
    const out: XmlNode[] = [];
    const walk = (node: XmlNode) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null)
        for (const [key, child] of Object.entries(node)) {
          if (key === name) out.push(...(Array.isArray(child) ? child : [child]));
          walk(child);
        }
    };
    walk(root);
    return out;
  };
  const textOf = (node: XmlNode): string | undefined => {
    if (typeof node === 'string') return node.trim();
    if (typeof node === 'object' && !Array.isArray(node) && typeof node['#text'] === 'string')
      return node['#text'].trim();
    return undefined;
  };
  const texts = (name: string) => found(name).flatMap((node) => textOf(node) ?? []);
  return {
    text: (name) => texts(name)[0] ?? '',
    texts,
    has: (name) => found(name).length > 0,
  };
}

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] as string,
  );
}

/** Text sent as a CDATA section (a provider that asks for one); a `]]>` inside is split so it cannot end it early. */
export class XmlCdata {
  constructor(readonly text: string) {}
}

/**
 * An element's content: text (escaped), nothing (`<name/>`), a CDATA section, child elements in key
 * order (keys starting with `@` are attributes, `#text` is text beside them), or a list — repeated as `itemNames[name]` (default
 * `item`) inside `name`.
 */
export type XmlValue =
  string | number | boolean | null | undefined | XmlCdata | XmlValue[] | { [name: string]: XmlValue };

/**
 * Writes `root` holding `value`, after an XML declaration naming `encoding` when one is given
 * (the caller sends the bytes in that encoding).
 */
export function buildXml(
  root: string,
  value: XmlValue,
  options: { encoding?: string; itemNames?: Record<string, string> } = {},
): string {
  const itemNames = options.itemNames ?? {};
  const element = (name: string, content: XmlValue): string => {
    if (content === null || content === undefined) return `<${name}/>`;
    if (content instanceof XmlCdata)
      return `<${name}><![CDATA[${content.text.replace(/]]>/g, ']]]]><![CDATA[>')}]]></${name}>`;
    if (Array.isArray(content)) {
      const item = itemNames[name] ?? 'item';
      return `<${name}>${content.map((v) => element(item, v)).join('')}</${name}>`;
    }
    if (typeof content === 'object') {
      const entries = Object.entries(content);
      const attributes = entries
        .filter(([key]) => key.startsWith('@'))
        .map(([key, v]) => ` ${key.slice(1)}="${escapeXml(String(v ?? ''))}"`)
        .join('');
      const children = entries.filter(([key]) => !key.startsWith('@'));
      if (children.length === 0 && attributes) return `<${name}${attributes}/>`;
      const inner = children.map(([key, v]) => (key === '#text' ? escapeXml(String(v ?? '')) : element(key, v)));
      return `<${name}${attributes}>${inner.join('')}</${name}>`;
    }
    return `<${name}>${escapeXml(String(content))}</${name}>`;
  };
  const declaration = options.encoding ? `<?xml version="1.0" encoding="${options.encoding}"?>` : '';
  return `${declaration}${element(root, value)}`;
}

/**
 * ISO-8859-9 (Latin-5, Turkish): Latin-1 with six code points changed. Node has no encoder for it.
 * A character outside the set is written as a numeric character reference, so the XML still says it.
 */
const latin5Special: Record<number, number> = {
  0xd0: 0x11e,
  0xdd: 0x130,
  0xde: 0x15e,
  0xf0: 0x11f,
  0xfd: 0x131,
  0xfe: 0x15f,
};
const latin5ByCodePoint = new Map(Object.entries(latin5Special).map(([byte, code]) => [code, Number(byte)]));

export function encodeLatin5Xml(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const special = latin5ByCodePoint.get(code);
    if (special !== undefined) bytes.push(special);
    else if (code < 0x100 && latin5Special[code] === undefined) bytes.push(code);
    else for (const reference of `&#${code};`) bytes.push(reference.charCodeAt(0));
  }
  return Uint8Array.from(bytes);
}

export function decodeLatin5(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCodePoint(latin5Special[byte] ?? byte);
  return text;
}

/** Whether a charset name (a content-type's or an XML declaration's) means ISO-8859-9. */
export function isLatin5(charset: string | undefined): boolean {
  return !!charset && /^(iso[-_]?8859[-_]9|latin5|l5)$/i.test(charset.trim());
}

/**
 * Bytes of an XML document as text, by the charset its sender declared: the content type's
 * `charset`, else the XML declaration's `encoding`; UTF-8 when neither is given.
 */
export function decodeXmlBytes(bytes: Uint8Array, contentType?: string): string {
  const fromHeader = contentType?.match(/charset\s*=\s*"?([^";\s]+)/i)?.[1];
  const head = String.fromCharCode(...bytes.subarray(0, 100));
  const fromDeclaration = head.match(/^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/)?.[1];
  const charset = fromHeader ?? fromDeclaration;
  return isLatin5(charset) ? decodeLatin5(bytes) : new TextDecoder('utf-8').decode(bytes);
}
