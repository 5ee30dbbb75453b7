import { complaintMessages, maxPhotoBytes } from '@ebelediye/contract';
import sharp from 'sharp';
import { errors } from '../../errors';

/** Large enough to read a sign or a pothole, small enough for the desk to load three at once. */
const maxEdge = 2048;

export interface CleanPhoto {
  data: Buffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Decodes the upload and writes it anew as JPEG: only the pixels survive. sharp drops every EXIF,
 * XMP and ICC block unless asked to keep them, so the camera's GPS position, its serial number and
 * the time it was taken never reach the database. `rotate()` first applies the EXIF orientation, so
 * the picture still stands upright once that tag is gone. What is not a JPEG, PNG or WebP (by its
 * content, whatever its name says) is refused.
 */
export async function cleanPhoto(input: Buffer): Promise<CleanPhoto> {
  if (input.length > maxPhotoBytes) throw errors.badInput(complaintMessages.tooLarge, 'contentBase64');
  let image: sharp.Sharp;
  try {
    image = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new Error(`format ${format}`);
  } catch {
    throw errors.badInput(complaintMessages.notImage, 'contentBase64');
  }
  try {
    const { data, info } = await image
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw errors.badInput(complaintMessages.notImage, 'contentBase64');
  }
}
