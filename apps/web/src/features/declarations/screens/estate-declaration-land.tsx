import { EstateDeclarationScreen } from './estate-declaration-screen';
import '../../../locales/declarations-sentences';

/** /EMunicipalityEstateDeclarationLand */
export default function EstateDeclarationLandScreen() {
  return <EstateDeclarationScreen kind="arazi" />;
}
