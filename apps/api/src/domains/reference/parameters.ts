import type { Queryable } from '../../db/client';
import { type ParameterRow, parametersInGroup, parameterValueOf, publicParameters } from './store';

// The municipality's parameters as other domains read them (an SMS code's lifetime, a fee list).

/** The value of the parameter with this code, public or not; undefined when there is none. */
export function parameterValue(db: Queryable, code: string): Promise<string | undefined> {
  return parameterValueOf(db, code);
}

/** The public parameters of a group, by code. */
export function publicParametersOfGroup(db: Queryable, group: string): Promise<ParameterRow[]> {
  return publicParameters(db, group);
}

/** Every parameter of a group, public or not (the tax rates). */
export function parametersOfGroup(db: Queryable, group: string): Promise<ParameterRow[]> {
  return parametersInGroup(db, group);
}
