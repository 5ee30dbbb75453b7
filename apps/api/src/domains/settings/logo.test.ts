import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readLogoHeader } from './logo';

describe('a logo is what its bytes say', () => {
  it('reads the size from a PNG header and from a JPEG frame after its other segments', async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(readLogoHeader(png)).toEqual({ format: 'png', width: 120, height: 40 });
    const exifJpeg = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#000' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'Yeşilvadi' } } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(readLogoHeader(exifJpeg)).toEqual({ format: 'jpeg', width: 90, height: 60 });
  });

  it('is nothing for text, another format, or a header cut short', async () => {
    expect(readLogoHeader(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(readLogoHeader(Buffer.from('bu bir resim değil'))).toBeUndefined();
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect(readLogoHeader(gif)).toBeUndefined();
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(readLogoHeader(jpeg.subarray(0, 20))).toBeUndefined();
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(readLogoHeader(png.subarray(0, 20))).toBeUndefined();
  });
});
