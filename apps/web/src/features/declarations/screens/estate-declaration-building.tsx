import { EstateDeclarationScreen } from './estate-declaration-screen';
import '../../../locales/declarations-sentences';

/** /EMunicipalityEstateDeclarationBuilding */
export default function EstateDeclarationBuildingScreen() {
  return <EstateDeclarationScreen kind="bina" />;
}
