import { ResolutionsScreen } from './resolutions-screen';

/** SPEC §2 /ResolutionCouncilObservation: the municipal council's decisions. */
export default function ResolutionCouncilObservationScreen() {
  return <ResolutionsScreen kind="council" />;
}
