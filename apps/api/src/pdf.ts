import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { SettingsSnapshot } from './domains/settings/snapshot';

/**
 * What the portal's documents share (receipts, declaration summaries, restructuring plans, payslips):
 * A4 in DejaVu Sans — it has every Turkish letter and the ₺ sign; PDF's built-in Helvetica has
 * neither — the municipality as author, and its mark.
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const regular = join(fontDir, 'DejaVuSans.ttf');
export const bold = join(fontDir, 'DejaVuSans-Bold.ttf');

/** A new A4 document; `finish()` ends it and resolves to its bytes. */
export function newDocument(
  settings: SettingsSnapshot,
  title: string,
  margin = 40,
): { doc: PDFKit.PDFDocument; finish(): Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title, Author: settings.public.MunicipalityName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

export function parseCoordinates(value: string): [number, number] {
  const [x, y] = value.split(',').map((part) => Number(part.trim()));
  return [Number.isFinite(x) ? x : 40, Number.isFinite(y) ? y : 30];
}

/**
 * The municipality's mark, drawn where LogoCoordinates/LogoWidth/LogoHeight say: the logo uploaded at
 * the desk, fitted into that box with its proportions kept, or else the municipality's initials.
 */
export function drawLogo(doc: PDFKit.PDFDocument, settings: SettingsSnapshot) {
  const [x, y] = parseCoordinates(settings.public.LogoCoordinates);
  const { LogoWidth: width, LogoHeight: height } = settings.public;
  if (settings.logo) {
    doc.image(settings.logo.content, x, y, { fit: [width, height], align: 'center', valign: 'center' });
    return;
  }
  doc.save().roundedRect(x, y, width, height, 8).fill('#4a2c8f');
  const initials = settings.public.MunicipalityName.split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toLocaleUpperCase('tr-TR');
  doc
    .fillColor('#ffffff')
    .font(bold)
    .fontSize(Math.round(height / 2.6))
    .text(initials, x, y + height / 2 - height / 5, { width, align: 'center' });
  doc.restore();
}

/**
 * Every document's head: the mark, the municipality's name with its county and city beside it, and
 * the document's heading centred below. Leaves the cursor at the left margin under the heading.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, settings: SettingsSnapshot, heading: string, left = 40): void {
  drawLogo(doc, settings);
  const [, logoY] = parseCoordinates(settings.public.LogoCoordinates);
  const besideLogo = left + settings.public.LogoWidth + 16;
  doc
    .fillColor('#1d1b2c')
    .font(bold)
    .fontSize(16)
    .text(settings.public.MunicipalityNameCapital, besideLogo, logoY + 8);
  doc.font(regular).fontSize(10).text(`${settings.public.CountyName} / ${settings.public.CityName}`, besideLogo);
  doc.x = left;
  doc.y = Math.max(doc.y + 20, logoY + settings.public.LogoHeight + 20);
  doc.font(bold).fontSize(14).text(heading, { align: 'center' });
}
