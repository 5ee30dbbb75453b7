import { deflateSync } from 'node:zlib';

// A small, valid PDF 1.4 writer for the text of a decision: A4 pages, Helvetica, wrapped lines. No
// PDF library is installed and a decision is plain paragraphs, so ~100 lines do. The base-14
// Helvetica has the Turkish glyphs (Ğ İ Ş ğ ı ş) but WinAnsiEncoding has no codes for them, so the
// font's /Differences put them where Windows-1254 (Turkish) has them and text is written in that code page.

const turkishDifferences = '[208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]';

const cp1254Specials: Record<string, number> = {
  Ğ: 0xd0,
  İ: 0xdd,
  Ş: 0xde,
  ğ: 0xf0,
  ı: 0xfd,
  ş: 0xfe,
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};
// Latin-1 letters whose Windows-1254 slot holds a Turkish letter instead.
const latin1Taken = new Set([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe]);

/** Text as a PDF string literal in Windows-1254, with ( ) \ escaped; ₺ becomes "TL". */
function pdfString(text: string): string {
  let out = '';
  for (const char of text.replace(/₺/g, 'TL')) {
    // Iterating a string yields whole characters, never an empty one: there is always a code point.
    const code = char.codePointAt(0) ?? 0x3f;
    let byte: number;
    if (char in cp1254Specials) byte = cp1254Specials[char];
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff && !latin1Taken.has(code))) byte = code;
    else byte = 0x3f; // "?"
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

/** Breaks a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfLine {
  text: string;
  bold?: boolean;
  center?: boolean;
  /** Extra space above, in points. */
  gap?: number;
}

export interface PdfDocument {
  title: string;
  lines: PdfLine[];
}

const pageWidth = 595; // A4 in points
const pageHeight = 842;
const margin = 64;
const fontSize = 10.5;
const leading = 15;
/** Helvetica averages about half an em per character; this keeps a line inside the margins. */
export const charsPerLine = 88;

/** Lays the lines out on as many A4 pages as they need and returns the bytes of the PDF. */
export function renderPdf(document: PdfDocument): Buffer {
  const pages: string[] = [];
  let content: string[] = [];
  let y = pageHeight - margin;
  const flush = () => {
    pages.push(content.join('\n'));
    content = [];
    y = pageHeight - margin;
  };
  for (const line of document.lines) {
    y -= line.gap ?? 0;
    if (y < margin) flush();
    // Centred lines: an estimate of the width is good enough for a heading.
    const x = line.center ? Math.max(margin, (pageWidth - line.text.length * fontSize * 0.55) / 2) : margin;
    content.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${fontSize} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    );
    y -= leading;
  }
  flush();

  // Objects: 1 catalog, 2 pages, 3 encoding, 4–5 fonts, 6 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 7 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${turkishDifferences} >>`;
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 3 0 R >>';
  objects[5] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 3 0 R >>';
  // Document info strings are not page text: UTF-16BE with a byte-order mark keeps Turkish letters.
  const title = Buffer.from(`\ufeff${document.title}`, 'utf16le').swap16().toString('hex').toUpperCase();
  objects[6] = `<< /Title <${title}> /Producer (e-Belediye) >>`;
  pages.forEach((stream, index) => {
    const pageId = pageIds[index];
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    const packed = deflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    objects[pageId + 1] = `<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n${packed}\nendstream`;
  });

  // Every string above is byte-per-char (latin1), so offsets are string lengths.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
