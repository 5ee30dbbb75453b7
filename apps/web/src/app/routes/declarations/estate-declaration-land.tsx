import { EstateDeclarationScreen } from './estate-declaration-screen';

/** /EMunicipalityEstateDeclarationLand */
export default function EstateDeclarationLandScreen() {
  return <EstateDeclarationScreen kind="arazi" />;
}
