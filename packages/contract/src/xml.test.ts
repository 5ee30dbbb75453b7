import { describe, expect, it } from 'vitest';
import {
  buildXml,
  decodeLatin5,
  decodeXmlBytes,
  encodeLatin5Xml,
  escapeXml,
  maxXmlLength,
  readXml,
  XmlCdata,
  XmlRefused,
} from './xml';

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<lolz><Response>&lol4;</Response></lolz>`;

describe('readXml', () => {
  it('refuses a DOCTYPE instead of expanding its entities (billion laughs)', () => {
    expect(() => readXml(billionLaughs)).toThrow(XmlRefused);
    expect(() => readXml('<!doctype x SYSTEM "file:///etc/passwd"><x>&xxe;</x>')).toThrow(XmlRefused);
  });

  it('refuses a document larger than any answer it expects', () => {
    expect(() => readXml(`<a>${'x'.repeat(maxXmlLength)}</a>`)).toThrow(XmlRefused);
  });

  it('reads an element by name anywhere, as text, trimmed', () => {
    const doc = readXml(
      '<?xml version="1.0" encoding="utf-8"?><CC5Response><ProcReturnCode> 00 </ProcReturnCode><Extra><TRANS_STAT>A</TRANS_STAT></Extra></CC5Response>',
    );
    expect(doc.text('ProcReturnCode')).toBe('00');
    expect(doc.text('TRANS_STAT')).toBe('A');
    expect(doc.text('Missing')).toBe('');
    expect(doc.has('Extra')).toBe(true);
  });

  it('reads repeated elements, namespaced elements and CDATA', () => {
    const doc = readXml(
      '<s:Envelope xmlns:s="x"><s:Body><no>5001112233</no><no>5001112244</no><msg><![CDATA[a < b]]></msg></s:Body></s:Envelope>',
    );
    expect(doc.texts('no')).toEqual(['5001112233', '5001112244']);
    expect(doc.text('msg')).toBe('a < b');
  });

  it('round-trips a field with markup characters', () => {
    const xml = buildXml('Request', { Name: 'a&lt;b <c> & "d"' });
    expect(xml).toBe('<Request><Name>a&amp;lt;b &lt;c&gt; &amp; &quot;d&quot;</Name></Request>');
    expect(readXml(xml).text('Name')).toBe('a&lt;b <c> & "d"');
  });
});

describe('buildXml', () => {
  it('writes attributes, empty elements, lists and CDATA', () => {
    expect(
      buildXml(
        'root',
        { '@xmlns': 'urn:x', a: 1, b: null, list: ['x', 'y'], msg: new XmlCdata('a]]>b') },
        { encoding: 'utf-8', itemNames: { list: 'li' } },
      ),
    ).toBe(
      '<?xml version="1.0" encoding="utf-8"?><root xmlns="urn:x"><a>1</a><b/><list><li>x</li><li>y</li></list><msg><![CDATA[a]]]]><![CDATA[>b]]></msg></root>',
    );
    expect(escapeXml(`<'&'>`)).toBe('&lt;&apos;&amp;&apos;&gt;');
  });
});

describe('ISO-8859-9', () => {
  it('encodes the Turkish letters as their ISO-8859-9 bytes and round-trips them', () => {
    const text = 'ĞİŞğış çöü';
    const bytes = encodeLatin5Xml(text);
    expect([...bytes]).toEqual([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe, 0x20, 0xe7, 0xf6, 0xfc]);
    expect(decodeLatin5(bytes)).toBe(text);
  });

  it('writes a character outside the set as a character reference the parser reads back', () => {
    const bytes = encodeLatin5Xml('<a>€ ş</a>');
    expect(decodeLatin5(bytes)).toBe('<a>&#8364; ş</a>');
    expect(readXml(decodeLatin5(bytes)).text('a')).toBe('€ ş');
  });

  it('decodes by the declared charset, header first, then the XML declaration', () => {
    const latin5 = encodeLatin5Xml('<?xml version="1.0" encoding="ISO-8859-9"?><a>ş</a>');
    expect(decodeXmlBytes(latin5)).toContain('<a>ş</a>');
    expect(decodeXmlBytes(latin5, 'application/xml; charset=ISO-8859-9')).toContain('<a>ş</a>');
    expect(decodeXmlBytes(new TextEncoder().encode('<a>ş</a>'), 'text/xml; charset=utf-8')).toBe('<a>ş</a>');
  });
});
