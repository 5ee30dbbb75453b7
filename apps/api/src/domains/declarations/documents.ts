import { acceptedDocumentTypes } from '@ebelediye/contract';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { errors } from '../../errors';
import { attachUploads, documentById, insertDocument, parameterValue } from './store';

/** The file's type read from its first bytes, never from its name or the browser's word. */
export function sniffDocumentType(content: Buffer): keyof typeof acceptedDocumentTypes | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

async function maxSizeBytes(db: Queryable): Promise<number> {
  const megabytes = Number(await parameterValue(db, 'DOSYA_AZAMI_BOYUT_MB'));
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 5) * 1024 * 1024;
}

export async function uploadDocument(db: Queryable, registryOid: string, fileName: string, contentBase64: string) {
  const content = Buffer.from(contentBase64, 'base64');
  const limit = await maxSizeBytes(db);
  if (content.length === 0) throw errors.badInput('Dosya boş.', 'contentBase64');
  if (content.length > limit)
    throw errors.badInput(`Dosya en fazla ${limit / 1024 / 1024} MB olabilir.`, 'contentBase64');
  const mimeType = sniffDocumentType(content);
  if (!mimeType) throw errors.badInput('Yalnızca PDF, JPEG ve PNG dosyaları kabul edilir.', 'contentBase64');
  const id = randomUUID();
  await insertDocument(db, {
    id,
    registryOid,
    key: 'Declaration_TempFileList',
    fileName,
    mimeType,
    sizeBytes: content.length,
    content,
  });
  return { fileId: id, fileName, mimeType, sizeBytes: content.length };
}

export async function readDocument(db: Queryable, registryOid: string, fileId: string) {
  const row = await documentById(db, fileId);
  if (!row) throw errors.notFound('Belge bulunamadı.');
  if (row.registryOid !== registryOid) throw errors.forbidden('Bu belge size ait değil.');
  return {
    fileId: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    key: row.key,
    contentBase64: row.content.toString('base64'),
  };
}

/** Moves the caller's not-yet-attached uploads onto a declaration (Declaration_TempFileList → Declaration_UploadList). */
export async function attachDocuments(
  db: Queryable,
  registryOid: string,
  declarationId: number,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const attached = await attachUploads(db, registryOid, declarationId, ids);
  if (attached.length !== ids.length)
    throw errors.badInput('Eklenen belgelerden biri bulunamadı ya da başka bir beyannameye ait.', 'documents');
}
