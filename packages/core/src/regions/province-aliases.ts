import { regionData, type RawRegion } from './region-table.ts';

/**
 * Every spelling of a province the file knows: short and official names, aliases (English
 * included), former names and the keys of renamedProvinces. One spelling may mean two UI regions:
 * '전남광주통합특별시' is both 광주 and 전남, and the district decides (see address.ts).
 */

interface ProvinceSpelling {
  key: string; // lower-cased for the English aliases
  hangul: boolean;
  regions: readonly string[]; // UI short names, file order
}

const HANGUL = /[가-힣]/;

function spellingsOf(region: RawRegion): string[] {
  return [region.short, region.name, ...region.aliases, ...(region.formerName ? [region.formerName] : [])];
}

function buildSpellings(): ProvinceSpelling[] {
  const bySpelling = new Map<string, string[]>();
  const add = (spelling: string, short: string) => {
    const key = spelling.toLowerCase();
    const shorts = bySpelling.get(key) ?? [];
    if (!shorts.includes(short)) shorts.push(short);
    bySpelling.set(key, shorts);
  };
  for (const region of regionData.regions)
    for (const spelling of spellingsOf(region)) add(spelling, region.short);
  // A renamed province points at the region that lists the old name; failing that, at the regions
  // carrying the new official name.
  for (const [oldName, { to }] of Object.entries(regionData.renamedProvinces)) {
    const byOldName = regionData.regions.filter((region) => spellingsOf(region).includes(oldName));
    const targets =
      byOldName.length > 0 ? byOldName : regionData.regions.filter((region) => region.name === to);
    for (const region of targets) add(oldName, region.short);
  }
  return [...bySpelling]
    .map(([key, regions]) => ({ key, hangul: HANGUL.test(key), regions }))
    .sort((a, b) => b.key.length - a.key.length); // longest first: '광주광역시' before '광주'
}

const spellings = buildSpellings();

/** The regions one province token may name exactly ('서울특별시', 'seoul', '전라북도' …). */
export function regionsForProvinceToken(token: string): readonly string[] {
  return spellings.find((spelling) => spelling.key === token.toLowerCase())?.regions ?? [];
}

export interface ProvinceMatch {
  regions: readonly string[];
  rest: string;
  /** True when the district follows without a space ('서울강남구'). */
  glued: boolean;
}

/**
 * Every way the text can start with a province, longest spelling first. Hangul spellings may run
 * straight into the district ('서울강남구'); Latin ones need a space so 'Seoulite' is not Seoul.
 */
export function matchProvincePrefix(text: string): ProvinceMatch[] {
  const matches: ProvinceMatch[] = [];
  for (const spelling of spellings) {
    if (text.slice(0, spelling.key.length).toLowerCase() !== spelling.key) continue;
    const next = text.charAt(spelling.key.length);
    const glued = spelling.hangul && HANGUL.test(next);
    if (!glued && next !== '' && !/\s/.test(next)) continue;
    matches.push({ regions: spelling.regions, rest: text.slice(spelling.key.length).trim(), glued });
  }
  return matches;
}
