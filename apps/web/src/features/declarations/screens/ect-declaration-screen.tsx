import type { Control, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { EctDeclarationForm } from '../components/ect-declaration-form';
import { declarationOwner, lookupOf } from '../components/form-support';
import { useEctActivityTypes } from '../../../lib/api/retrieve-ect-activity-types';
import { AddressFields, type AddressFormValues } from '../../../components/address/address-fields';
import { useAuth } from '../../../lib/auth/auth-provider';
import { paths } from '../../../app/paths';
import '../../../locales/declarations-sentences';

/** SPEC §2 /EMunicipalityECTDeclaration: the çevre temizlik vergisi declaration of a workplace. */
export default function EctDeclarationScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const activityTypes = useEctActivityTypes();
  return (
    <>
      <PageTitle>{t('routes.ectDeclaration')}</PageTitle>
      <EctDeclarationForm
        activityTypes={lookupOf(activityTypes)}
        debtsPath={paths.debtQuestioning.path}
        myDeclarationsPath={paths.myDeclarations.path}
        owner={declarationOwner(user)}
        // The form holds the cascade's keys (countyCode … innerDoorCode, text) beside its own.
        renderAddress={(form) => (
          <AddressFields
            control={form.control as unknown as Control<AddressFormValues>}
            setValue={form.setValue as unknown as UseFormSetValue<AddressFormValues>}
          />
        )}
      />
    </>
  );
}
