import { complaintMessages, maxPhotoBytes } from '@ebelediye/contract';
import sharp from 'sharp';
import { errors } from '../../errors';

/**
 * A 24-megapixel camera's photo (5712 × 4284, an iPhone's default) passes; a 7000 × 7000 picture (49 MP,
 * 1.9 kB as a flat WebP, ~400 ms of CPU and ~200 MB to decode) is refused from its header, before any
 * pixel is decoded. Phones with 48–200 MP sensors save 12–24 MP pictures unless told otherwise.
 */
export const maxInputPixels = 25_000_000;

/**
 * The stored JPEG is at most this big. A photograph of a street at 2048 px is 300–900 kB; a picture of
 * noise is 2 MB and more, so it is written smaller until it fits (decision 055). With the upload quotas
 * this bounds the bytes one address, one phone and one day can store.
 */
export const maxStoredPhotoBytes = 1024 * 1024;

/** Each step is tried only when the one before came out above maxStoredPhotoBytes. */
const encodings = [
  { edge: 2048, quality: 82 },
  { edge: 1600, quality: 72 },
  { edge: 1280, quality: 60 },
];

/**
 * Decodes run on libuv's thread pool (sharp is asynchronous; the event loop only hands the buffer over),
 * so requests keep being served while a photo is decoded. What must be bounded is how many decode at
 * once — a 25 MP decode holds ~75 MB besides libvips' own ~55 MB — and how many wait, each holding its
 * upload (up to 10 MB, and its 14 MB of base64 until parsed): one at a time per process, four waiting,
 * anyone beyond that is told to try again in a few seconds (503) instead of queueing without end.
 * Measured in decision 055: twelve 25 MP WebPs at once moved RSS by +330 MB before (libuv's four
 * threads decoding at once) and thirty-six by +730 MB; now both stay near +300 MB.
 */
export const maxDecodingAtOnce = 1;
export const maxWaitingDecodes = 4;

// libvips keeps recent operations and their pixels in a cache (50 MB by default) for pipelines that run
// again on the same input; uploads never repeat, so the cache would only hold memory.
sharp.cache(false);

let decoding = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= maxDecodingAtOnce) {
    if (waiting.length >= maxWaitingDecodes) throw errors.unavailable(complaintMessages.photoBusy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    decoding += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `decoding` counts it without a gap.
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/** How many decodes run and wait now (for the flood test and the logs). */
export function decodeQueue(): { decoding: number; waiting: number } {
  return { decoding, waiting: waiting.length };
}

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
 * content, whatever its name says) is refused; so is a picture of more than maxInputPixels, from its
 * header. The image is read sequentially (libvips streams it top to bottom and shrinks while it
 * decodes), which keeps a 25 MP decode to tens of megabytes instead of the whole bitmap.
 */
export async function cleanPhoto(input: Buffer): Promise<CleanPhoto> {
  if (input.length > maxPhotoBytes) throw errors.badInput(complaintMessages.tooLarge, 'contentBase64');
  const open = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true });
  let metadata: sharp.Metadata;
  try {
    // The header alone (no pixels), without the limit, so a picture too large is told so rather than "not an image".
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw errors.badInput(complaintMessages.notImage, 'contentBase64');
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png' && metadata.format !== 'webp')
    throw errors.badInput(complaintMessages.notImage, 'contentBase64');
  // The header's size, before any decode (libvips checks limitInputPixels again when it decodes).
  // An animated WebP or PNG is decoded as its first frame only (sharp's default).
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxInputPixels)
    throw errors.badInput(complaintMessages.tooManyPixels, 'contentBase64');
  return inTurn(async () => {
    for (const { edge, quality } of encodings) {
      let result: { data: Buffer; info: sharp.OutputInfo };
      try {
        result = await open()
          .rotate()
          .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw errors.badInput(complaintMessages.notImage, 'contentBase64');
      }
      if (result.data.length <= maxStoredPhotoBytes)
        return { data: result.data, mimeType: 'image/jpeg', width: result.info.width, height: result.info.height };
    }
    throw errors.badInput(complaintMessages.photoTooDetailed, 'contentBase64');
  });
}
