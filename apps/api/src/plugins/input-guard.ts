import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

/**
 * Bounds every request body under /api/ before a schema, a handler, the database or a log line sees
 * it. The contract's zod schemas check each field; this guard refuses, for every route alike, what
 * no field may hold: deep nesting (a recursive parse or copy overflows the stack), huge numbers of
 * keys, and control characters or lone surrogates (PostgreSQL refuses NUL and unpaired surrogates in
 * text and jsonb, and they have no place in a form a person fills in).
 */
export const inputLimits = {
  /** The contract's deepest input is 4 levels (a declaration's building, its floors, one floor). */
  maxDepth: 8,
  /** Objects' keys plus arrays' items, all levels together. */
  maxNodes: 2_000,
  maxKeyLength: 100,
  /** Operations; UploadFile keeps the server's limit (a base64 document). Bank returns have their own. */
  operationBodyLimit: 64 * 1024,
};

export const inputMessages = {
  tooDeep: 'Gönderilen veri çok fazla iç içe alan içeriyor.',
  tooMany: 'Gönderilen veri çok fazla alan içeriyor.',
  badKey: 'Gönderilen verideki bir alan adı geçersiz.',
  badCharacter: 'Gönderilen veride izin verilmeyen bir karakter var (denetim karakteri ya da geçersiz Unicode).',
  notJson: 'İstek gövdesi geçerli bir JSON değil.',
  tooLarge: 'Gönderilen veri çok büyük.',
  wrongType: 'İstek gövdesi JSON olarak (application/json) gönderilmelidir.',
};

/**
 * C0 controls but tab, line feed and carriage return (an address or a bank's error text may hold a
 * line break), DEL, and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbiddenCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export function hasControlCharacter(text: string): boolean {
  return forbiddenCharacter.test(text);
}

/** The first reason a parsed body is refused, or undefined. Iterative: a deep body cannot overflow the stack here. */
export function bodyProblem(body: unknown): string | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  let nodes = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return inputMessages.badCharacter;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= inputLimits.maxDepth) return inputMessages.tooDeep;
    const children = Array.isArray(value) ? value : Object.keys(value);
    nodes += children.length;
    if (nodes > inputLimits.maxNodes) return inputMessages.tooMany;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.length > inputLimits.maxKeyLength || hasControlCharacter(key)) return inputMessages.badKey;
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.body === undefined) return;
    const problem = bodyProblem(request.body);
    if (problem) throw errors.badInput(problem);
  });
}

/** Not encapsulated: it applies to every route of the app. */
export const inputGuardPlugin = fp(inputGuard, { name: 'input-guard' });
