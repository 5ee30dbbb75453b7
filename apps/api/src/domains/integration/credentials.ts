import { integrationKeyPrefix } from '@ebelediye/contract';
import { createHash, randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * 32 random bytes: unguessable, so a key is looked up by its hash alone. Only the demo seed brings a
 * known key of its own (the sandbox stand-in's, demo mode only).
 */
export function newIntegrationKey(apiKey = `${integrationKeyPrefix}${randomBytes(32).toString('base64url')}`): {
  apiKey: string;
  keyHash: string;
  keyPrefix: string;
} {
  return { apiKey, keyHash: hashIntegrationKey(apiKey), keyPrefix: apiKey.slice(0, integrationKeyPrefix.length + 8) };
}

export function hashIntegrationKey(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

/** An IPv4 address as Node may carry it on a dual-stack socket (::ffff:192.0.2.10) is the IPv4 address. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/** Whether `ip` may call for a client with this allow-list; an empty list lets every address call. */
export function addressAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [network, prefix] = entry.split('/');
    const entryFamily = isIP(network);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
