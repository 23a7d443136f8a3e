import { createRequire } from 'node:module';
import type { ICountry, TCountryCode } from 'countries-list';

/**
 * The labour market a place names: its country and the currency its postings state pay in, so a
 * pay question about London is answered from pounds, not from dollars paid elsewhere. Countries
 * (names, native names, aliases, ISO codes) come from `countries-list` (ISO 3166-1 and ISO 4217);
 * cities from `city-timezones` (7,300 world cities with their country; the most populous city of a
 * name wins: London is London, England). Both are loaded on the first question that names a place.
 */

export type PlaceMarket = {
  country: string;
  countryName: string;
  currency: string;
  /** 'country' when the place is only a country ("the US", "Germany"), 'place' when it names somewhere in one. */
  scope: 'country' | 'place';
};

type City = { city: string; city_ascii: string; iso2: string; pop: number; province: string };

const require = createRequire(import.meta.url);
let countries: Partial<Record<TCountryCode, ICountry>> | undefined;
let countryByName: Map<string, TCountryCode> | undefined;
let cityIndex: Map<string, City> | undefined;

/** Everyday names the lists spell differently. */
const EXTRA_NAMES: Readonly<Record<string, TCountryCode>> = {
  us: 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  uae: 'AE',
  holland: 'NL',
  'south korea': 'KR',
  korea: 'KR',
};

/** Short names people type for cities the lists spell out. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  nyc: 'new york',
  sf: 'san francisco',
  la: 'los angeles',
  dc: 'washington',
  philly: 'philadelphia',
  vegas: 'las vegas',
  // Indian cities' older names, still typed as often as the new ones.
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  gurgaon: 'gurugram',
};

/**
 * US states and Canadian provinces, which people name for pay and jobs ("nurse salary north
 * carolina", "in ontario") and neither list holds. A country of the same name wins ("Georgia").
 */
const REGIONS: ReadonlyMap<string, TCountryCode> = new Map([
  ...[
    ...'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia wisconsin wyoming'.split(
      ' ',
    ),
    ...['new hampshire', 'new jersey', 'new mexico', 'north carolina', 'north dakota', 'rhode island'],
    ...['south carolina', 'south dakota', 'west virginia', 'washington state'],
  ].map((name) => [name, 'US'] as const),
  ...[
    ...'ontario quebec alberta manitoba saskatchewan'.split(' '),
    ...['nova scotia', 'british columbia', 'new brunswick'],
  ].map((name) => [name, 'CA'] as const),
]);

/**
 * Postal abbreviations of US states (USPS) and Canadian provinces (Canada Post), read only right
 * after a city of that country ("houston tx", "london on"): alone, "in", "or" and "me" are words,
 * and "CA" is California or Canada.
 */
const POSTAL_REGIONS: ReadonlyMap<string, TCountryCode> = new Map([
  ...'al ak az ar ca co ct de dc fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy'
    .split(' ')
    .map((code) => [code, 'US'] as const),
  ...'ab bc mb nb nl ns nt nu on pe qc sk yt'.split(' ').map((code) => [code, 'CA'] as const),
]);

/** The country of a state or province written as its postal abbreviation ("tx": US); undefined otherwise. */
export function postalRegionCountry(abbreviation: string): TCountryCode | undefined {
  return POSTAL_REGIONS.get(abbreviation.trim().toLowerCase());
}

/** Short forms that open place names, written out. */
const NAME_SHORT_FORMS: Readonly<Record<string, string>> = { st: 'saint', ft: 'fort', mt: 'mount' };

const key = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    // One spelling of the short forms in names, on both sides of a look-up: the city list writes
    // "St. Louis", "Ft. Worth" but "Fort Wayne", and people type "st louis", "fort worth".
    .replace(/^(st|ft|mt)\.?\s/, (_all, short: string) => `${NAME_SHORT_FORMS[short]} `);

function load() {
  if (countries && countryByName && cityIndex) return { countries, countryByName, cityIndex };
  countries = (require('countries-list') as { countries: Record<TCountryCode, ICountry> }).countries;
  countryByName = new Map();
  for (const [code, c] of Object.entries(countries) as Array<[TCountryCode, ICountry]>) {
    // Two-letter codes are left out: "San Francisco, CA" names California, not Canada.
    for (const name of [c.name, c.native, ...(c.alias ?? [])]) if (name.length > 2) countryByName.set(key(name), code);
  }
  for (const [name, code] of Object.entries(EXTRA_NAMES)) countryByName.set(name, code);
  cityIndex = new Map();
  for (const city of (require('city-timezones') as { cityMapping: City[] }).cityMapping) {
    for (const name of [city.city, city.city_ascii]) {
      const k = key(name);
      const known = cityIndex.get(k);
      if (!known || city.pop > known.pop) cityIndex.set(k, city);
    }
  }
  return { countries, countryByName, cityIndex };
}

/** A place as people type it, short names spelled out ("nyc": "New York"), title-cased. */
export function spelledOutPlace(place: string): string {
  const spelled = SHORT_NAMES[key(place)] ?? place.trim();
  // A country's abbreviation typed in lower case is written as one ("UK", "USA"), not as a name ("Uk").
  if (/^[a-z]{2,3}$/i.test(spelled)) return spelled.toUpperCase();
  return spelled.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * The market of a place as people write it ("London", "Berlin, Germany", "in the US", "Toronto,
 * ON"), or null when no part of it names a country or a known city.
 */
export function placeMarket(place: string): PlaceMarket | null {
  const { countries, countryByName, cityIndex } = load();
  const parts = place
    .split(/[,(/]|\s+-\s+/)
    .map((p) => key(p.replace(/\)/g, '')))
    .map((p) => SHORT_NAMES[p] ?? p)
    .filter(Boolean);
  // The most specific country named wins ("Berlin, Germany": Germany), then a city.
  let code: TCountryCode | undefined;
  for (const p of [...parts].reverse()) {
    code = countryByName.get(p);
    if (code) break;
  }
  if (!code) for (const p of parts) code ??= REGIONS.get(p) ?? (cityIndex.get(p)?.iso2 as TCountryCode | undefined);
  const country = code ? countries[code] : undefined;
  const currency = country?.currency?.[0];
  if (!code || !country || !currency) return null;
  return {
    country: code,
    countryName: country.name,
    currency,
    scope: parts.length === 1 && countryByName.has(parts[0] as string) ? 'country' : 'place',
  };
}
