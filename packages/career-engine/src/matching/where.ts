/**
 * Where a posting is and whether a candidate can work there, read from free-text places such as
 * "New York, NY", "Remote (United States | Canada)" or "Remote - EMEA". Only what the matching needs:
 * the city, the country or region, and whether a remote posting is open to the candidate's country.
 */

/** Regions a place can name; `anywhere` means a remote posting open to every country. */
type Region = 'us' | 'ca' | 'latam' | 'uk' | 'europe' | 'apac' | 'mea' | 'anywhere';

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

const REGION_PATTERNS: [Region, RegExp][] = [
  [
    'us',
    /\b(us|u\.s\.?|usa|united states|new york|nyc|san francisco|bay area|silicon valley|seattle|boston|austin|chicago|los angeles|denver|atlanta|dallas|houston|miami|philadelphia|washington|san diego|san jose|portland|phoenix|salt lake|palo alto|mountain view|sunnyvale|menlo park|oakland|brooklyn|manhattan|california|texas|florida|colorado|arizona|georgia|massachusetts|virginia|ohio|north carolina|illinois|oregon|utah|nevada|new jersey|pennsylvania|michigan|minnesota|tennessee|washington state|east coast|west coast|north america|americas)\b/i,
  ],
  ['ca', /\b(canada|toronto|montreal|vancouver|ottawa|calgary|waterloo|edmonton|north america|americas)\b/i],
  [
    'latam',
    /\b(latam|latin america|south america|mexico|brazil|brasil|colombia|bogota|argentina|buenos aires|chile|santiago|peru|uruguay|costa rica|santo domingo|dominican|sao paulo|são paulo|panama|americas)\b/i,
  ],
  ['uk', /\b(uk|u\.k\.|united kingdom|england|scotland|wales|london|manchester|edinburgh|belfast|bristol)\b/i],
  [
    'europe',
    /\b(europe|eu|emea|germany|berlin|munich|hamburg|france|paris|spain|madrid|barcelona|netherlands|amsterdam|italy|milan|poland|warsaw|portugal|lisbon|sweden|stockholm|denmark|copenhagen|norway|oslo|finland|helsinki|ireland|dublin|belgium|brussels|switzerland|zurich|austria|vienna|romania|bucharest|bulgaria|sofia|czech|prague|greece|athens|slovakia|hungary|budapest|estonia|tallinn|latvia|riga|lithuania|vilnius|luxembourg|cyprus|limassol|nicosia|malta|croatia|zagreb|slovenia|ljubljana|serbia|belgrade|iceland|dach)\b/i,
  ],
  [
    'apac',
    /\b(apac|apj|asia|india|bengaluru|bangalore|hyderabad|mumbai|delhi|noida|gurugram|pune|chennai|singapore|australia|sydney|melbourne|new zealand|japan|tokyo|china|shanghai|beijing|shenzhen|hong kong|taiwan|korea|seoul|indonesia|jakarta|malaysia|kuala lumpur|philippines|manila|thailand|bangkok|vietnam)\b/i,
  ],
  [
    'mea',
    /\b(dubai|uae|abu dhabi|riyadh|saudi|ksa|qatar|israel|tel aviv|egypt|cairo|africa|nigeria|lagos|kenya|nairobi|dakar|senegal|south africa|cape town|turkey|istanbul)\b/i,
  ],
  ['anywhere', /\b(anywhere|worldwide|global|globally|international)\b/i],
];

/** Regions a place names; a US state code after a comma ("Austin, TX") counts as the US. */
export function regionsOf(place: string): Set<Region> {
  const regions = new Set<Region>();
  for (const [region, pattern] of REGION_PATTERNS) if (pattern.test(place)) regions.add(region);
  if (new RegExp(`(^|[,(\\-\\s])(${US_STATES})(\\b|$)`).test(place) && /,|\s-\s|\(/.test(place)) regions.add('us');
  return regions;
}

/**
 * Countries inside the regions that span several (Europe, Latin America, Asia-Pacific, the Middle
 * East and Africa), with their larger cities: remote work "in Cyprus" is not open to someone in
 * Berlin, though both are in Europe. The US, Canada and the UK are regions of their own.
 */
const COUNTRY_PATTERNS: [string, RegExp][] = [
  [
    'de',
    /\b(germany|deutschland|berlin|munich|m[uü]nchen|hamburg|frankfurt|cologne|k[oö]ln|stuttgart|d[uü]sseldorf|leipzig)\b/i,
  ],
  ['fr', /\b(france|paris|lyon|bordeaux|toulouse|marseille|lille|nantes)\b/i],
  ['es', /\b(spain|madrid|barcelona|valencia|seville|malaga)\b/i],
  ['nl', /\b(netherlands|holland|amsterdam|rotterdam|utrecht|the hague|eindhoven)\b/i],
  ['it', /\b(italy|milan|rome|turin|bologna)\b/i],
  ['pl', /\b(poland|warsaw|krak[oó]w|wroc[lł]aw|gda[nń]sk|pozna[nń])\b/i],
  ['pt', /\b(portugal|lisbon|porto)\b/i],
  ['se', /\b(sweden|stockholm|gothenburg|malm[oö])\b/i],
  ['dk', /\b(denmark|copenhagen|aarhus)\b/i],
  ['no', /\b(norway|oslo)\b/i],
  ['fi', /\b(finland|helsinki)\b/i],
  ['ie', /\b(ireland|dublin|cork)\b/i],
  ['be', /\b(belgium|brussels|antwerp|ghent)\b/i],
  ['ch', /\b(switzerland|zurich|z[uü]rich|geneva|basel|lausanne)\b/i],
  ['at', /\b(austria|vienna)\b/i],
  ['ro', /\b(romania|bucharest|cluj)\b/i],
  ['bg', /\b(bulgaria|sofia)\b/i],
  ['cz', /\b(czech|czechia|prague|brno)\b/i],
  ['gr', /\b(greece|athens)\b/i],
  ['sk', /\b(slovakia|bratislava)\b/i],
  ['hu', /\b(hungary|budapest)\b/i],
  ['ee', /\b(estonia|tallinn)\b/i],
  ['lv', /\b(latvia|riga)\b/i],
  ['lt', /\b(lithuania|vilnius)\b/i],
  ['lu', /\b(luxembourg)\b/i],
  ['cy', /\b(cyprus|limassol|nicosia)\b/i],
  ['mt', /\b(malta)\b/i],
  ['hr', /\b(croatia|zagreb)\b/i],
  ['si', /\b(slovenia|ljubljana)\b/i],
  ['rs', /\b(serbia|belgrade)\b/i],
  ['ua', /\b(ukraine|kyiv|kiev|lviv)\b/i],
  ['is', /\b(iceland|reykjavik)\b/i],
  ['mx', /\b(mexico|guadalajara|monterrey)\b/i],
  ['br', /\b(brazil|brasil|s[aã]o paulo|rio de janeiro)\b/i],
  ['co', /\b(colombia|bogot[aá]|medell[ií]n)\b/i],
  ['ar', /\b(argentina|buenos aires)\b/i],
  ['cl', /\b(chile|santiago)\b/i],
  ['pe', /\b(peru|lima)\b/i],
  ['uy', /\b(uruguay|montevideo)\b/i],
  ['cr', /\b(costa rica|san jos[eé], costa rica)\b/i],
  ['do', /\b(dominican|santo domingo)\b/i],
  ['pa', /\b(panama)\b/i],
  ['in', /\b(india|bengaluru|bangalore|hyderabad|mumbai|delhi|noida|gurugram|gurgaon|pune|chennai|kolkata)\b/i],
  ['sg', /\b(singapore)\b/i],
  ['au', /\b(australia|sydney|melbourne|brisbane|perth)\b/i],
  ['nz', /\b(new zealand|auckland|wellington)\b/i],
  ['jp', /\b(japan|tokyo|osaka)\b/i],
  ['cn', /\b(china|shanghai|beijing|shenzhen)\b/i],
  ['hk', /\b(hong kong)\b/i],
  ['tw', /\b(taiwan|taipei)\b/i],
  ['kr', /\b(korea|seoul)\b/i],
  ['id', /\b(indonesia|jakarta)\b/i],
  ['my', /\b(malaysia|kuala lumpur)\b/i],
  ['ph', /\b(philippines|manila)\b/i],
  ['th', /\b(thailand|bangkok)\b/i],
  ['vn', /\b(vietnam|ho chi minh|hanoi)\b/i],
  ['ae', /\b(uae|dubai|abu dhabi|united arab emirates)\b/i],
  ['sa', /\b(saudi|ksa|riyadh)\b/i],
  ['qa', /\b(qatar|doha)\b/i],
  ['il', /\b(israel|tel aviv)\b/i],
  ['eg', /\b(egypt|cairo)\b/i],
  ['ng', /\b(nigeria|lagos)\b/i],
  ['ke', /\b(kenya|nairobi)\b/i],
  ['sn', /\b(senegal|dakar)\b/i],
  ['za', /\b(south africa|cape town|johannesburg)\b/i],
  ['tr', /\b(turkey|t[uü]rkiye|istanbul)\b/i],
];

/** Words that name a whole region, open to each of its countries ("Remote - EMEA", "LatAm"). */
const WIDE_REGIONS: [Region[], RegExp][] = [
  [['europe'], /\b(europe|european union|eu|emea|dach|cet|cest)\b/i],
  [['mea'], /\b(emea|middle east|africa|mena)\b/i],
  [['latam'], /\b(latam|latin america|south america)\b/i],
  [['apac'], /\b(apac|apj|asia|asia[- ]pacific)\b/i],
  [['us', 'ca'], /\b(north america)\b/i],
  [['us', 'ca', 'latam'], /\b(americas)\b/i],
];

/** The countries a place names: those of COUNTRY_PATTERNS, and 'us', 'ca', 'uk' for those regions. */
function countriesOf(place: string, regions = regionsOf(place)): Set<string> {
  const countries = new Set<string>();
  for (const [country, pattern] of COUNTRY_PATTERNS) if (pattern.test(place)) countries.add(country);
  for (const region of ['us', 'ca', 'uk'] as const) if (regions.has(region)) countries.add(region);
  // "North America" and "Americas" are regions, not a claim about the US or Canada alone.
  if (/\b(north america|americas)\b/i.test(place) && !/\b(us|usa|united states|canada)\b/i.test(place)) {
    countries.delete('us');
    countries.delete('ca');
  }
  return countries;
}

/** The regions a place names as a whole ("Remote - Europe"): each of their countries is in. */
function wideRegionsOf(place: string): Set<Region> {
  const regions = new Set<Region>();
  for (const [names, pattern] of WIDE_REGIONS) if (pattern.test(place)) for (const r of names) regions.add(r);
  return regions;
}

/**
 * True when two places share a country (Berlin and Munich), or, where either names only a
 * region, that region ("Remote - Europe" and Berlin).
 */
function sameMarket(a: string, b: string): boolean {
  const ra = regionsOf(a);
  const rb = regionsOf(b);
  const ca = countriesOf(a, ra);
  const cb = countriesOf(b, rb);
  if ([...ca].some((c) => cb.has(c))) return true;
  const wa = wideRegionsOf(a);
  const wb = wideRegionsOf(b);
  return [...wa].some((r) => rb.has(r)) || [...wb].some((r) => ra.has(r));
}

/** Other names of cities people type, so "NYC" finds "New York" and "SF" finds "San Francisco". */
const CITY_ALIASES: string[][] = [
  ['new york', 'nyc', 'manhattan', 'brooklyn'],
  ['san francisco', 'sf', 'bay area', 'silicon valley'],
  ['los angeles', 'la'],
  ['washington dc', 'washington, dc', 'washington d.c.', 'dc'],
  ['bengaluru', 'bangalore'],
];

/** The city part of what a user typed ("New York, NY" → "new york"), with its other names. */
function cityNames(wanted: string): string[] {
  const city =
    wanted
      .split(/[,;/(]/)[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (city.length < 2) return [];
  const group = CITY_ALIASES.find((names) => names.includes(city));
  return group ?? [city];
}

const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z]|$)`, 'i').test(text);

/** True when the place wished for is remote work itself ("remote", "anywhere", "worldwide"). */
export const isRemoteWish = (location: string) => /^(remote|anywhere|worldwide)$/i.test(location.trim());

export type PlaceFit = { share: number; detail: string };

/** Words of a place line that name no place: remote wording, arrangement and filler. */
const NO_PLACE_WORDS =
  /\b(remote|remotely|anywhere|worldwide|global|globally|distributed|work from home|wfh|fully|first|friendly|only|based|team|hybrid|office|optional|possible|preferred|flexible|ok|or|and|in|the|of)\b|100%|[^\p{L}]+/giu;

/** True when a place line names somewhere ("Cyprus", "Remote - Canada"), not only that it is remote. */
export const namesAPlace = (location: string) => location.replace(NO_PLACE_WORDS, '').length > 0;

/**
 * Whether a remote posting is open to someone living in `home`: it names no place, or "anywhere",
 * or the country `home` is in, or a whole region that holds it ("Remote - EMEA" for Berlin). A
 * place we cannot read counts as closed when the posting names one we do not know, open when
 * `home` itself is unknown.
 */
function remoteOpenTo(home: string, location: string): boolean {
  if (!namesAPlace(location)) return true;
  if (regionsOf(home).size === 0) return true;
  if (regionsOf(location).has('anywhere')) return true;
  return sameMarket(home, location);
}

/**
 * How well a posting's place suits the candidate, 0 to 1: 1 in the wanted city (or remote when
 * remote is wanted and open to where the candidate lives, `home`); 0.8 remote and open to the
 * candidate's country, or remote within a named place when we do not know where the candidate
 * lives; 0.33 elsewhere in the same country (a move); remote but limited to another region 0
 * (0.2 when only remote was asked for); 0 otherwise. With no place wanted, every place suits (1).
 */
export function placeFit(wanted: string, remoteOnly: boolean, location: string, remote: boolean, home = ''): PlaceFit {
  const where = location || (remote ? 'Remote' : 'an unstated place');
  const place = wanted.trim();
  if (!place && !remoteOnly) return { share: 1, detail: `${where}; you named no place` };
  if (!place || isRemoteWish(place)) {
    if (!remote) return { share: 0, detail: `On-site in ${where}; you want remote` };
    if (!namesAPlace(location)) return { share: 1, detail: `Remote, as you want (${where})` };
    if (!home.trim()) return { share: 0.8, detail: `Remote within ${where}: check it hires where you live` };
    if (remoteOpenTo(home, location)) return { share: 1, detail: `Remote (${where}), open to ${home.trim()}` };
    return { share: 0.2, detail: `Remote, but limited to ${where}; you are in ${home.trim()}` };
  }
  const theirs = location.toLowerCase();
  const city = cityNames(place).find((name) => hasWord(theirs, name));
  if (city && (remote || !remoteOnly)) return { share: 1, detail: `In ${location}, where you want to work` };
  // A move stays within one job market: a country, or Europe, where the right to work spans it.
  const mine = regionsOf(place);
  const their = regionsOf(location);
  const sameCountry = [...mine].some((r) => their.has(r));
  if (remote) {
    if (remoteOpenTo(place, location)) return { share: 0.8, detail: `Remote (${where}), open to ${place}` };
    // Remote work limited to another region is out of reach unless remote is all that was asked.
    return { share: remoteOnly ? 0.2 : 0, detail: `Remote, but limited to ${where}` };
  }
  if (remoteOnly) return { share: 0, detail: `On-site in ${where}; you want remote` };
  if (sameCountry) return { share: 1 / 3, detail: `In ${where}: a move from ${place}` };
  return { share: 0, detail: `In ${where}, not ${place}` };
}

/**
 * True when a posting is where the person asked to work: in the wanted place, or remote and open
 * to it (or, for a remote wish, remote and open to where they live). A move within the country, or
 * remote work limited to another region, is not.
 */
export const inWantedPlace = (fit: PlaceFit) => fit.share >= 0.8;
