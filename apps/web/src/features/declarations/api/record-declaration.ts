import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, type InputOf, type OutputOf } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';

/** The four record calls; each writes the declaration and its accruals in one transaction. */
export type RecordOperationName =
  | 'RecordEMunicipalityEstateDeclaration'
  | 'RecordEMunicipalityEntertainmentDeclaration'
  | 'RecordEMunicipalityAdDeclaration'
  | 'RecordEMunicipalityECTDeclaration';

export type DeclarationResult = OutputOf<'RecordEMunicipalityEstateDeclaration'>;

/**
 * What submitting gives: the declaration, or a refusal the form shows in place — the same property
 * already declared for the period (409), or a field the server found wrong (400 naming the field).
 */
export type RecordOutcome =
  { recorded: DeclarationResult; refused?: undefined } | { recorded?: undefined; refused: ApiError };

const refusedInPlace = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === 'conflict' || (error.code === 'bad_input' && Boolean(error.field)));

/**
 * RecordEMunicipality…Declaration. The input carries the form's requestId, so a repeated submit (a
 * double click, a retry after a dropped answer) returns the first declaration instead of a second.
 * Any other failure goes to the app's handler (the "Hata!" dialog; sign-in again after a 401). The
 * member's debts and declarations change, so their lists are read again.
 */
export function useRecordDeclaration<N extends RecordOperationName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InputOf<N>): Promise<RecordOutcome> => {
      try {
        return { recorded: (await callOperation(name, input)) as DeclarationResult };
      } catch (error) {
        if (refusedInPlace(error)) return { refused: error };
        throw error;
      }
    },
    onSuccess: async (outcome) => {
      if (!outcome.recorded) return;
      await Promise.all(
        [
          'GetDebtListForEMunicipality',
          'GetAccrumentListForEMunicipality',
          'RetrieveDeclarationSummary',
          'GetDeclarationAccrumentBalancesofEMunicipality',
        ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
