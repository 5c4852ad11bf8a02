export {
  NATIONWIDE,
  REGIONS,
  findRegion,
  formatRegion,
  isKnownRegion,
  parseRegion,
  regionMessages,
  type Region,
  type RegionRef,
} from './region-table.ts';
export { normaliseAddress, normaliseRegionText } from './address.ts';
export { DISTRICT_SUCCESSORS, districtSuccessor } from './district-successors.ts';
export { normaliseRegionFilter, type RegionFilter, type RegionFilterResult } from './region-filter.ts';
export { districtCentre, provinceCentre, type LatLng } from './centres.ts';
