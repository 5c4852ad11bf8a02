import { districtCentre, parseRegion, type Place } from '@hanpan/core';
import { resolvePlaceRegion, type PlaceSuggestion } from '../../integrations/places/index.ts';
import type { UsedPlace } from '../games/index.ts';

/**
 * A suggestion on the wire, its region read again from its own address through the one
 * normaliser (the address is what a game will store, so its region must be the one the game gets);
 * null when the address names no district: such a place is left out of the answer.
 */
export function presentPlace(suggestion: PlaceSuggestion): Place | null {
  const region =
    (suggestion.roadAddress ? resolvePlaceRegion(suggestion.roadAddress) : null) ??
    resolvePlaceRegion(suggestion.address);
  if (!region) return null;
  return {
    placeName: suggestion.placeName,
    address: suggestion.address,
    roadAddress: suggestion.roadAddress,
    region,
    lat: suggestion.lat,
    lng: suggestion.lng,
    approximate: suggestion.approximate,
  };
}

/** A place a game used, as the offline search knows it: at its district centre, approximate. */
export function usedPlaceSuggestion(place: UsedPlace): PlaceSuggestion | null {
  const ref = parseRegion(place.region);
  const centre = ref ? districtCentre(ref.province, ref.district) : null;
  if (!centre) return null;
  return {
    placeName: place.placeDetail.trim() || place.placeRoad,
    address: place.placeRoad,
    roadAddress: place.placeRoad,
    region: place.region,
    lat: centre.lat,
    lng: centre.lng,
    approximate: true,
    source: 'offline',
  };
}
