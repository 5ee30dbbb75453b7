import type { OperationName } from '@ebelediye/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { Handler, Member, StaffMember } from './domain';

type ContextOf<N extends OperationName> = Parameters<Handler<N>>[1];

// Checked by `npm run typecheck`: the operations plugin refuses a call without the person an
// operation's access level requires, so the handler's context says the person is there.
describe('the handler context', () => {
  it('gives a member operation its member and a desk operation its staff member', () => {
    expectTypeOf<ContextOf<'GetDebtListForEMunicipality'>['member']>().toEqualTypeOf<Member>();
    expectTypeOf<ContextOf<'GetEmployeePayrollList'>['member']>().toEqualTypeOf<Member>();
    expectTypeOf<ContextOf<'GetStaffSession'>['staff']>().toEqualTypeOf<StaffMember>();
  });

  it('leaves the person possibly absent where the access level does not require them', () => {
    expectTypeOf<ContextOf<'GetServerTime'>['member']>().toEqualTypeOf<Member | null>();
    expectTypeOf<ContextOf<'GetServerTime'>['staff']>().toEqualTypeOf<StaffMember | null>();
    expectTypeOf<ContextOf<'GetDebtListForEMunicipality'>['staff']>().toEqualTypeOf<StaffMember | null>();
    expectTypeOf<ContextOf<'GetStaffSession'>['member']>().toEqualTypeOf<Member | null>();
  });
});
