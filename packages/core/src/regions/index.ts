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
export { normaliseAddress } from './address.ts';
export { normaliseRegionFilter, type RegionFilter, type RegionFilterResult } from './region-filter.ts';
export { districtCentre, provinceCentre, type LatLng } from './centres.ts';
