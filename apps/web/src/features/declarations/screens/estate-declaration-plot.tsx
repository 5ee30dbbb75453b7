import { EstateDeclarationScreen } from './estate-declaration-screen';
import '../../../locales/declarations-sentences';

/** /EMunicipalityEstateDeclarationPlot */
export default function EstateDeclarationPlotScreen() {
  return <EstateDeclarationScreen kind="arsa" />;
}
