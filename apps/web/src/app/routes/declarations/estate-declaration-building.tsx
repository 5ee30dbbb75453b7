import { EstateDeclarationScreen } from './estate-declaration-screen';

/** /EMunicipalityEstateDeclarationBuilding */
export default function EstateDeclarationBuildingScreen() {
  return <EstateDeclarationScreen kind="bina" />;
}
