import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { AdDeclarationForm } from '../components/ad-declaration-form';
import { declarationOwner, lookupOf } from '../components/form-support';
import { useAdvertisingTaxLocations } from '../../../lib/api/retrieve-advertising-tax-locations';
import { useAdvertisingTypes } from '../../../lib/api/retrieve-advertising-types';
import { useAuth } from '../../../lib/auth/auth-provider';
import { paths } from '../../../app/paths';
import '../../../locales/declarations-sentences';

/** SPEC §2 /EMunicipalityAdDeclaration: the advertising tax declaration of a sign, a vehicle, a poster… */
export default function AdDeclarationScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const advertisingTypes = useAdvertisingTypes();
  const locations = useAdvertisingTaxLocations();
  return (
    <>
      <PageTitle>{t('routes.adDeclaration')}</PageTitle>
      <AdDeclarationForm
        advertisingTypes={lookupOf(advertisingTypes)}
        locations={lookupOf(locations)}
        debtsPath={paths.debtQuestioning.path}
        myDeclarationsPath={paths.myDeclarations.path}
        owner={declarationOwner(user)}
      />
    </>
  );
}
