import type { Control, UseFormReturn, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import type { DeclarationOwner } from '../components/declaration-wizard';
import { EstateDeclarationForm, type EstateFormValues, type EstateKind } from '../components/estate-declaration-form';
import { useAuth } from '../../../lib/auth/auth-provider';
import { AddressFields, type AddressFormValues } from '../../../components/address/address-fields';
import { paths, type RouteTitleKey } from '../../../app/paths';
import '../../../locales/declarations-sentences';

/**
 * The address register cascade of the membership forms, put into the estate form: features do not
 * import each other, so the route joins them. The estate form keeps the cascade's field names
 * (districtCode, streetCode, …, text), so its form is the address form's superset.
 */
function estateAddress(form: UseFormReturn<EstateFormValues>) {
  return (
    <AddressFields
      control={form.control as unknown as Control<AddressFormValues>}
      setValue={form.setValue as unknown as UseFormSetValue<AddressFormValues>}
    />
  );
}

/** The signed-in registry: the taxpayer every declaration of this session is made for. */
export function useDeclarationOwner(): DeclarationOwner | undefined {
  const { user } = useAuth();
  const registry = user?.UserDetail.Registry;
  return (
    registry && {
      name: `${registry.name} ${registry.surname}`.trim(),
      identityNoMasked: registry.identityNoMasked,
      kindName: registry.kindName,
    }
  );
}

const titles: Record<EstateKind, RouteTitleKey> = {
  arsa: 'estateDeclarationPlot',
  arazi: 'estateDeclarationLand',
  bina: 'estateDeclarationBuilding',
};

/** SPEC §2 /EMunicipalityEstateDeclarationLand, …Plot, …Building: one screen, three kinds. */
export function EstateDeclarationScreen({ kind }: { kind: EstateKind }) {
  const { t } = useTranslation();
  const owner = useDeclarationOwner();
  return (
    <>
      <PageTitle>{t(`routes.${titles[kind]}`)}</PageTitle>
      <EstateDeclarationForm
        kind={kind}
        debtsPath={paths.debtQuestioning.path}
        myDeclarationsPath={paths.myDeclarations.path}
        owner={owner}
        renderAddress={estateAddress}
      />
    </>
  );
}
