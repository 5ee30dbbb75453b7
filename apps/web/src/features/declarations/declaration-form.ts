import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldPath, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * Form helpers of the declaration shell. A form holds what a person types (text, '' for "not
 * chosen"); `toInput` turns it into the wire body, and the contract's own schema judges that body —
 * so every message under a field is the sentence the server would answer with.
 */

/** A typed number: '' is missing (the schema says the field is required), "12,5" is 12.5. */
export function parseDecimal(text: string | undefined): number | undefined {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  // A Turkish person writes the decimal with a comma; a pasted figure may use a dot.
  return /^\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/**
 * A measure (m², m) goes on the wire as the text typed, trimmed: the contract judges it and the server
 * reads it into integer hundredths, so "2,01" arrives as 2,01 and not as the nearest binary fraction.
 */
export const measureText = (text: string | undefined) => (text ?? '').trim();

/** What a number field keeps as the person types: digits and one decimal separator. */
export const decimalCharacters = (value: string) => value.replace(/[^\d.,]/g, '').replace(/([.,].*)[.,]/g, '$1');
export const digitCharacters = (value: string) => value.replace(/\D/g, '');

/** '' (nothing chosen) is left out of the body, so optional codes stay absent. */
export const optionalCode = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/**
 * The address of a declaration as the form holds it: the keys of the shared address cascade
 * (mahalle → sokak → dış kapı → iç kapı, and the open text as `text`), so the route can put that
 * component into any declaration form.
 */
export interface AddressFormValues {
  countyCode: string;
  districtCode: string;
  streetCode: string;
  outerDoorCode: string;
  innerDoorCode: string;
  text: string;
}

/** Wire paths that a form names differently (e.g. the shared address fields call addressText `text`). */
export type FieldNameMap = Record<string, string>;

function renameErrors<V extends FieldValues>(errors: FieldErrors<V>, names: FieldNameMap): FieldErrors<V> {
  const renamed: Record<string, unknown> = { ...errors };
  for (const [wire, field] of Object.entries(names)) {
    if (wire in renamed) {
      renamed[field] ??= renamed[wire];
      delete renamed[wire];
    }
  }
  return renamed as FieldErrors<V>;
}

/** The form field a server 400 names (`field`, a wire path), if the form shows it. */
export function formFieldOf(field: string | undefined, names: FieldNameMap): string | undefined {
  if (!field || field === 'requestId') return undefined;
  const top = field.split('.')[0];
  return names[field] ?? (names[top] ? field.replace(top, names[top]) : field);
}

/**
 * The contract's input schema as a react-hook-form resolver (through @hookform/resolvers' zodResolver):
 * the form values go through `toWire` first, and the errors come back under the form's own names.
 */
export function declarationResolver<V extends FieldValues>(
  schema: z.ZodType,
  toWire: (values: V) => unknown,
  names: () => FieldNameMap = () => ({}),
  refused: ServerRefusal[] = [],
): Resolver<V> {
  const inner = zodResolver(z.preprocess((values) => toWire(values as V), schema) as never, undefined, {
    raw: true,
  }) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    const errors = renameErrors(result.errors as FieldErrors<V>, names());
    // What the server refused stays refused until the person changes something (a blur must not clear
    // it); any change may be the fix, as when the acquisition date, not the year, was wrong.
    const body = refused.length > 0 ? JSON.stringify(toWire(values)) : '';
    for (const refusal of refused) {
      if (get(errors, refusal.name) === undefined && refusal.body === body)
        set(errors, refusal.name, { type: 'server', message: refusal.message });
    }
    const valid = Object.keys(errors).length === 0;
    return { values: valid ? result.values : {}, errors } as Awaited<ReturnType<Resolver<V>>>;
  };
}

/** A field the server refused (a 400 naming it), with the body it refused (JSON). */
export interface ServerRefusal {
  name: string;
  message: string;
  body: string;
}

/** Reads a dotted path ('land.share') of a nested object. */
function get(source: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      source,
    );
}

function set(target: object, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** How long typing must pause before a field is judged and the preview asked (SPEC §5: validation is debounced). */
export const VALIDATION_DELAY_MS = 400;
export const PREVIEW_DELAY_MS = 600;

/**
 * Judges a changed field once the person pauses typing, so the message under it does not flicker
 * with every key. Fields already showing an error are judged again too: changing "toplam hisse"
 * may settle the complaint shown under "hisse".
 */
export function useDebouncedValidation<V extends FieldValues>(form: UseFormReturn<V>, delay = VALIDATION_DELAY_MS) {
  useEffect(() => {
    const changed = new Set<FieldPath<V>>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((_values, { name, type }) => {
      if (!name || type !== 'change') return;
      changed.add(name as FieldPath<V>);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const names = [...changed];
        changed.clear();
        const failing = Object.keys(flattenErrors(form.formState.errors)) as FieldPath<V>[];
        void form.trigger([...new Set([...names, ...failing])]);
      }, delay);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
    // useForm hands back the same object on every render, so this subscribes once.
  }, [form, delay]);
}

/** { land: { share: {message} } } → { 'land.share': {message} } */
function flattenErrors(errors: object, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value || 'type' in value) flat[path] = value;
    else Object.assign(flat, flattenErrors(value, path));
  }
  return flat;
}

/**
 * The body to preview: the form's wire body once it has stayed the same for `delay` ms and the
 * contract's schema accepts it; undefined while the person is typing or something is missing.
 */
export function useSettledValidInput<T>(
  schema: z.ZodType,
  wire: unknown,
  delay = PREVIEW_DELAY_MS,
): { input: T | undefined; settling: boolean } {
  const text = JSON.stringify(wire);
  const [settled, setSettled] = useState(text);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  const parsed = schema.safeParse(settled === undefined ? undefined : JSON.parse(settled));
  return { input: parsed.success ? (parsed.data as T) : undefined, settling: settled !== text };
}
