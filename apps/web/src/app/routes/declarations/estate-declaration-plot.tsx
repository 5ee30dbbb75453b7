import { EstateDeclarationScreen } from './estate-declaration-screen';

/** /EMunicipalityEstateDeclarationPlot */
export default function EstateDeclarationPlotScreen() {
  return <EstateDeclarationScreen kind="arsa" />;
}
