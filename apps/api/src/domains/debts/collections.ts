import type { Queryable } from '../../db/client';
import {
  collectionById,
  collectionIdsOnAccruals,
  collectionsOfRegistryWithLines,
  collectionsWithLinesByIds,
  lastCollectionRowOn,
  linesOnAccrualsWithDates,
  linesWithAccrualsOf,
  type CollectionLineView,
  type CollectionRow,
} from './store';

/** A collection as citizens read it: the receipt, when, how much, and the accruals it paid. */
export interface CollectionWithLines {
  collectionId: number;
  registryOid: string;
  receiptNo: string;
  collectedAt: string;
  typeCode: number;
  orderNo: string | null;
  totalKurus: number;
  lines: CollectionLineView[];
}

function withLines({ collection, lines }: { collection: CollectionRow; lines: CollectionLineView[] }) {
  return {
    collectionId: collection.id,
    registryOid: collection.registryOid,
    receiptNo: collection.receiptNo,
    collectedAt: collection.collectedAt.toISOString(),
    typeCode: collection.typeCode,
    orderNo: collection.orderNo,
    totalKurus: collection.totalKurus,
    lines,
  };
}

/** A registry's collections, newest first. */
export async function collectionsOfRegistry(db: Queryable, registryOid: string): Promise<CollectionWithLines[]> {
  return (await collectionsOfRegistryWithLines(db, registryOid)).map(withLines);
}

/** The collections that paid any of these accruals, newest first. */
export async function collectionsOnAccruals(db: Queryable, accrualIds: number[]): Promise<CollectionWithLines[]> {
  if (accrualIds.length === 0) return [];
  const ids = await collectionIdsOnAccruals(db, accrualIds);
  if (ids.length === 0) return [];
  return (await collectionsWithLinesByIds(db, ids)).map(withLines);
}

/** One collection, or undefined when there is none with this id (whose it is, the caller checks). */
export async function collectionOf(db: Queryable, collectionId: number): Promise<CollectionWithLines | undefined> {
  const row = await collectionById(db, collectionId);
  if (!row) return undefined;
  return (await collectionsWithLinesByIds(db, [row.id])).map(withLines)[0];
}

/** Each line collected on these accruals with the moment it was collected, oldest first. */
export async function collectedOnAccruals(
  db: Queryable,
  accrualIds: number[],
): Promise<{ accrualId: number; principalKurus: number; at: Date }[]> {
  if (accrualIds.length === 0) return [];
  return linesOnAccrualsWithDates(db, accrualIds);
}

/** When the accrual was last collected on, and the receipt, or undefined when it never was. */
export function lastCollectionOn(
  db: Queryable,
  accrualId: number,
): Promise<{ at: Date; receiptNo: string } | undefined> {
  return lastCollectionRowOn(db, accrualId);
}

/** A collection with each line's accrual, as a receipt lists them; undefined when there is no such collection. */
export async function collectionForReceipt(db: Queryable, collectionId: number) {
  const collection = await collectionById(db, collectionId);
  if (!collection) return undefined;
  return { collection, lines: await linesWithAccrualsOf(db, collectionId) };
}

/** The receipt number of a collection, if it exists. */
export async function receiptNoOfCollection(db: Queryable, collectionId: number): Promise<string | undefined> {
  return (await collectionById(db, collectionId))?.receiptNo;
}
