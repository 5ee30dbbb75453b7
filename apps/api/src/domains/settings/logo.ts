import { deskSettingMessages, logoEdgeLimits, maxLogoBytes } from '@ebelediye/contract';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { errors } from '../../errors';

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface LogoHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

/**
 * What the bytes say they are, whatever the file is called: a PNG (its signature, then the IHDR
 * chunk with the size) or a JPEG (SOI, then the first start-of-frame segment with the size).
 * Undefined for anything else, or a header cut short.
 */
export function readLogoHeader(bytes: Buffer): LogoHeader | undefined {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(pngMagic) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    let offset = 2;
    while (offset + 4 <= bytes.length) {
      if (bytes[offset] !== 0xff) return undefined;
      const marker = bytes[offset + 1];
      // Fill bytes and markers without a length (RSTn, TEM).
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        offset += 2;
        continue;
      }
      const length = bytes.readUInt16BE(offset + 2);
      if (length < 2) return undefined;
      // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) {
        if (offset + 9 > bytes.length) return undefined;
        return { format: 'jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      if (marker === 0xda || marker === 0xd9) return undefined; // image data before any frame header
      offset += 2 + length;
    }
  }
  return undefined;
}

export interface CheckedLogo {
  content: Buffer;
  mimeType: 'image/png';
  width: number;
  height: number;
}

/** The largest edge kept: a 200-point box printed at 300 dpi needs about 830 pixels. */
const storedEdge = 1000;

/**
 * Checks an uploaded logo by its bytes — size, PNG/JPEG signature, the dimensions in its header —
 * then decodes it whole and writes it anew as PNG: a file cut short or lying in its header is
 * refused, no metadata survives, and PDFKit (the receipts) can always draw it.
 */
export async function checkLogo(bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.length > maxLogoBytes) throw errors.badInput(deskSettingMessages.logoTooLarge, 'contentBase64');
  const header = readLogoHeader(bytes);
  if (!header) throw errors.badInput(deskSettingMessages.logoNotImage, 'contentBase64');
  if (header.width < logoEdgeLimits.min || header.height < logoEdgeLimits.min)
    throw errors.badInput(deskSettingMessages.logoTooSmall, 'contentBase64');
  if (header.width > logoEdgeLimits.max || header.height > logoEdgeLimits.max)
    throw errors.badInput(deskSettingMessages.logoTooBig, 'contentBase64');
  let result: { data: Buffer; info: sharp.OutputInfo };
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== header.format || metadata.width !== header.width || metadata.height !== header.height)
      throw new Error('header and content disagree');
    result = await sharp(bytes, { failOn: 'error', limitInputPixels: logoEdgeLimits.max * logoEdgeLimits.max })
      .rotate()
      .resize({ width: storedEdge, height: storedEdge, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    // The receipts draw it with PDFKit: make sure it can, now rather than at the next payment.
    new PDFDocument({ autoFirstPage: true }).image(result.data, 0, 0, { width: 16 });
  } catch {
    throw errors.badInput(deskSettingMessages.logoBroken, 'contentBase64');
  }
  return { content: result.data, mimeType: 'image/png', width: result.info.width, height: result.info.height };
}
