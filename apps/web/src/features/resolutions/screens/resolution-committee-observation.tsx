import { ResolutionsScreen } from './resolutions-screen';

/** SPEC §2 /ResolutionComitteeObservation (SPEC's spelling): the municipal committee's decisions. */
export default function ResolutionCommitteeObservationScreen() {
  return <ResolutionsScreen kind="committee" />;
}
