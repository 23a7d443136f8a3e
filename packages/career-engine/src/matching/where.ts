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
    /\b(europe|eu|emea|germany|berlin|munich|hamburg|france|paris|spain|madrid|barcelona|netherlands|amsterdam|italy|milan|poland|warsaw|portugal|lisbon|sweden|stockholm|denmark|copenhagen|norway|oslo|finland|helsinki|ireland|dublin|belgium|brussels|switzerland|zurich|austria|vienna|romania|bucharest|bulgaria|sofia|czech|prague|greece|athens|slovakia|hungary|budapest|estonia|luxembourg|dach)\b/i,
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

const isRemoteWish = (location: string) => /^(remote|anywhere|worldwide)$/i.test(location.trim());

export type PlaceFit = { share: number; detail: string };

/**
 * How well a posting's place suits the candidate, 0 to 1: 1 in the wanted city (or remote when
 * remote is wanted); 0.8 remote and open to the candidate's country; 0.33 elsewhere in the same
 * country (a move); remote but limited to another region 0 (0.2 when only remote was asked for,
 * wherever); 0 otherwise. With no place wanted,
 * every place suits (1).
 */
export function placeFit(wanted: string, remoteOnly: boolean, location: string, remote: boolean): PlaceFit {
  const where = location || (remote ? 'Remote' : 'an unstated place');
  const place = wanted.trim();
  if (!place && !remoteOnly) return { share: 1, detail: `${where}; you named no place` };
  if (!place || isRemoteWish(place)) {
    return remote
      ? { share: 1, detail: `Remote, as you want (${where})` }
      : { share: 0, detail: `On-site in ${where}; you want remote` };
  }
  const theirs = location.toLowerCase();
  const city = cityNames(place).find((name) => hasWord(theirs, name));
  if (city && (remote || !remoteOnly)) return { share: 1, detail: `In ${location}, where you want to work` };
  const mine = regionsOf(place);
  const their = regionsOf(location);
  const sameCountry = [...mine].some((r) => their.has(r));
  if (remote) {
    const open = their.size === 0 || their.has('anywhere') || sameCountry || mine.size === 0;
    if (open) return { share: 0.8, detail: `Remote (${where}), open to ${place}` };
    // Remote work limited to another region is out of reach unless remote is all that was asked.
    return { share: remoteOnly ? 0.2 : 0, detail: `Remote, but limited to ${where}` };
  }
  if (remoteOnly) return { share: 0, detail: `On-site in ${where}; you want remote` };
  if (sameCountry) return { share: 1 / 3, detail: `In ${where}: a move from ${place}` };
  return { share: 0, detail: `In ${where}, not ${place}` };
}
