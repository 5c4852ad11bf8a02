import { REGIONS, districtCentre, findRegion, formatRegion, parseRegion, type RegionRef } from '@hanpan/core';
import { bestScore, compact, tokenize } from './hangul-match.ts';
import { OFFLINE_VENUES, type OfflineVenue } from './offline-venues.ts';
import { resolvePlaceRegionRef } from './place-region.ts';
import type { PlaceSuggestion } from './places.ts';

/**
 * The places search without any provider: district centres (kr-sigungu-centroids via
 * @hanpan/core), the seed venues of offline-venues.ts and the places games already used. It is the
 * default when no key is set and the fallback when a provider fails, so it must find something
 * useful for what players type: '강남', '수원', 'ㄱㄴ', '탁구', '잠실 테니스'.
 */

type Kind = 'known' | 'venue' | 'district';

interface Candidate {
  suggestion: PlaceSuggestion;
  kind: Kind;
  ref: RegionRef;
  /** Names the place goes by; matching these counts fully. */
  names: string[];
  /** Sports served; a sport keyword counts a little less than the name. */
  sports: readonly string[];
  /** The district and province names of where it is; matching only these counts half. */
  regionNames: string[];
}

// On a tie the district centre, the broadest answer, comes before the venues inside it.
const KIND_ORDER: Record<Kind, number> = { known: 0, district: 1, venue: 2 };

/** '강남구' → '강남', '수원시' → '수원'; one-syllable stems ('중구' → '중') say too little to match alone. */
function districtStem(district: string): string | null {
  const stem = district.replace(/[시군구]$/, '');
  return stem !== district && stem.length >= 2 ? stem : null;
}

/** '광주' and '전남광주통합특별시', '서울' and '서울특별시'. */
function provinceNames(province: string): string[] {
  const official = findRegion(province)?.name;
  return official ? [province, official] : [province];
}

function regionNamesOf(ref: RegionRef): string[] {
  const stem = districtStem(ref.district);
  return [ref.district, ...(stem ? [stem] : []), ...provinceNames(ref.province)];
}

function centreOf(ref: RegionRef): { lat: number; lng: number } {
  // WARNING: every canonical region has a centre (centres.test.ts in core), so this never falls back.
  return districtCentre(ref.province, ref.district) ?? { lat: 0, lng: 0 };
}

function districtCandidates(): Candidate[] {
  return REGIONS.flatMap((province) =>
    province.districts.map((district) => {
      const ref = { province: province.short, district };
      const region = formatRegion(ref.province, ref.district);
      const stem = districtStem(district);
      return {
        suggestion: {
          placeName: region,
          address: region,
          roadAddress: null,
          region,
          ...centreOf(ref),
          approximate: true,
          source: 'offline' as const,
        },
        kind: 'district' as const,
        ref,
        // Not the full '경남 거제시': its initials would make 'ㄱㄴ' name every 경남 district.
        names: [district, ...(stem ? [stem] : [])],
        sports: [],
        regionNames: provinceNames(ref.province),
      };
    }),
  );
}

export function venueCandidate(venue: OfflineVenue): Candidate | null {
  const ref = parseRegion(venue.region);
  if (!ref) return null;
  const [lat, lng] = venue.at ?? [];
  const exact = lat !== undefined && lng !== undefined;
  return {
    suggestion: {
      placeName: venue.name,
      address: venue.region,
      roadAddress: null,
      region: venue.region,
      ...(exact ? { lat, lng } : centreOf(ref)),
      approximate: !exact,
      source: 'offline',
    },
    kind: 'venue',
    ref,
    names: [venue.name, ...(venue.aliases ?? [])],
    sports: venue.sports,
    regionNames: regionNamesOf(ref),
  };
}

function knownCandidate(place: PlaceSuggestion): Candidate | null {
  const ref = parseRegion(place.region);
  if (!ref || place.placeName.trim() === '') return null;
  return {
    suggestion: { ...place, source: 'offline' },
    kind: 'known',
    ref,
    names: [place.placeName],
    sports: [],
    regionNames: [...regionNamesOf(ref), place.address, ...(place.roadAddress ? [place.roadAddress] : [])],
  };
}

// Built once: 230 districts and the seed venues never change while the server runs.
const STATIC_CANDIDATES: readonly Candidate[] = [
  ...districtCandidates(),
  ...OFFLINE_VENUES.map(venueCandidate).filter((c) => c !== null),
];

/** Score of a candidate for all tokens (every token must match something), 0 when it does not match. */
function scoreCandidate(candidate: Candidate, tokens: readonly string[]): number {
  let total = 0;
  for (const token of tokens) {
    const score = Math.max(
      bestScore(token, candidate.names),
      bestScore(token, candidate.sports) * 0.6,
      bestScore(token, candidate.regionNames) * 0.5,
    );
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

function nearBonus(ref: RegionRef, near: RegionRef | null): number {
  if (!near || ref.province !== near.province) return 0;
  return ref.district === near.district ? 30 : 10;
}

export interface OfflineSearchInput {
  query: string;
  near?: string | undefined;
  limit: number;
  knownPlaces: readonly PlaceSuggestion[];
}

export function searchOffline({ query, near, limit, knownPlaces }: OfflineSearchInput): PlaceSuggestion[] {
  const tokens = tokenize(query);
  const nearRef = near ? resolvePlaceRegionRef(near) : null;
  const candidates = [...knownPlaces.map(knownCandidate).filter((c) => c !== null), ...STATIC_CANDIDATES];

  const scored =
    tokens.length === 0
      ? // No words: the venues and known places around `near`, if any.
        candidates
          .filter((c) => c.kind !== 'district' && nearBonus(c.ref, nearRef) > 0)
          .map((candidate) => ({ candidate, score: nearBonus(candidate.ref, nearRef) }))
      : candidates
          .map((candidate) => ({ candidate, score: scoreCandidate(candidate, tokens) }))
          .filter(({ score }) => score > 0)
          .map(({ candidate, score }) => ({ candidate, score: score + nearBonus(candidate.ref, nearRef) }));

  scored.sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind] ||
      a.candidate.suggestion.placeName.length - b.candidate.suggestion.placeName.length ||
      a.candidate.suggestion.placeName.localeCompare(b.candidate.suggestion.placeName, 'ko'),
  );

  const results: PlaceSuggestion[] = [];
  const seen = new Set<string>();
  const add = (suggestion: PlaceSuggestion) => {
    const key = `${compact(suggestion.placeName)}|${suggestion.region}`;
    if (seen.has(key) || results.length >= limit) return;
    seen.add(key);
    results.push(suggestion);
  };

  // A typed address ('서울 강남구 테헤란로 152') that names a district: shown at that district's
  // centre, so a player can still pick a place the offline lists do not know.
  const typed = addressSuggestion(query);
  if (typed) add(typed);
  for (const { candidate } of scored) add(candidate.suggestion);
  return results;
}

function addressSuggestion(query: string): PlaceSuggestion | null {
  const text = query.normalize('NFC').replace(/\s+/g, ' ').trim();
  const ref = resolvePlaceRegionRef(text);
  if (!ref) return null;
  const region = formatRegion(ref.province, ref.district);
  // Only the district itself is already its own candidate.
  if (
    regionNamesOf(ref).some((name) => compact(name) === compact(text)) ||
    compact(region) === compact(text)
  ) {
    return null;
  }
  if (tokenize(text).length < 3) return null;
  return {
    placeName: text,
    address: text,
    roadAddress: null,
    region,
    ...centreOf(ref),
    approximate: true,
    source: 'offline',
  };
}
