import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { EntertainmentDeclarationForm } from '../components/entertainment-declaration-form';
import { declarationOwner, lookupOf } from '../components/form-support';
import { useEntertainmentPlaceTypes } from '../../../lib/api/retrieve-entertainment-place-types';
import { useEntertainmentTypes } from '../../../lib/api/retrieve-entertainment-types';
import { useAuth } from '../../../lib/auth/auth-provider';
import { paths } from '../../../app/paths';
import '../../../locales/declarations-sentences';

/** SPEC §2 /EMunicipalityEntertainmentDeclaration: the monthly entertainment tax declaration. */
export default function EntertainmentDeclarationScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const placeTypes = useEntertainmentPlaceTypes();
  const entertainmentTypes = useEntertainmentTypes();
  return (
    <>
      <PageTitle>{t('routes.entertainmentDeclaration')}</PageTitle>
      <EntertainmentDeclarationForm
        placeTypes={lookupOf(placeTypes)}
        entertainmentTypes={lookupOf(entertainmentTypes)}
        debtsPath={paths.debtQuestioning.path}
        myDeclarationsPath={paths.myDeclarations.path}
        owner={declarationOwner(user)}
      />
    </>
  );
}
