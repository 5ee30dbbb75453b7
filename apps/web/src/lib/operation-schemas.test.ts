import { operations, type OperationName } from '@ebelediye/contract';
import { describe, expect, it } from 'vitest';
import { domainOfDeskOperation } from './desk-operation-schemas';
import { domainOfOperation, loadOperation } from './operation-schemas';

describe('the operation schemas loaded per domain', () => {
  it("name every operation of the contract, and only those, once: the citizen's or the desk's", () => {
    const named = [...Object.keys(domainOfOperation), ...Object.keys(domainOfDeskOperation)];
    expect(named.sort()).toEqual(Object.keys(operations).sort());
  });

  it('load the very definition the server mounts for each name', async () => {
    for (const name of Object.keys(operations) as OperationName[]) {
      expect(await loadOperation(name), name).toBe(operations[name]);
    }
  });
});
