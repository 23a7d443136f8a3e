/**
 * Ages as people write them, read as the stage of working life they name. As words, "(21 Year
 * old)" met the guide on first jobs for teenagers through "year old" ("a 15, 16 or 17 year old"),
 * and "I'm 33", "27M" or "in my early 20s" met nothing that says which guides are about that
 * stage. An age of 20 or more is written as its decade, as the guides write it ("in your 30s",
 * "your 20s", the 50s and 60s of the guide on job hunting later in life); a teenager's age is kept
 * and "teen" added (the guide for teens is titled so); 18 and 19 say no stage. Runs in
 * `normalizeText` after the phrase rewrites, so documents and questions read ages alike.
 */

/** Units after a number that make it something other than an age ("I'm 25 minutes late", "at 30 hours"). */
const NOT_AN_AGE = String.raw`(?!\s*(?:%|percent|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|miles?|km|k\b|dollars?|an hour|a week|per\b|\/|[.,]\d|\d))`;

/** The ways an age is said: "21 year old", "21yo", "18F", "[27M]", "I (17)", "I'm 33", "aged 50", "a job at 25." */
const AGES: readonly RegExp[] = [
  /\b(\d{2})[\s-]*(?:years?|yrs?)[\s-]*old\b/g,
  /\b(\d{2})\s?(?:yo|y\/o)\b/g,
  /\b(\d{2})\s?[mf]\b/g,
  // "I (17) think I lost my contract": an age in brackets after the asker (found "$17 an hour").
  /\b(?:i|me)\s*\((\d{2})\)/g,
  new RegExp(String.raw`\b(?:i'?m|i am|aged?|age of)\s(\d{2})\b${NOT_AN_AGE}`, 'g'),
  // "at 25" only at a clause's end: "a job at 25." is an age, "start at 25 an hour" is pay.
  /\bat (\d{2})(?=\s*(?:[.?!;,)]|$|\s(?:and|but|with|without|or)\b))/g,
];

/** "over 50", "under 18": the age a guide is written for, not a count ("over 30 applications"). */
const AGE_LIMIT =
  /\b(over|past|under) (\d0|18)\b(?!\s*(?:%|hours?|years? (?:of|in|at)|applications?|people|employees))/g;

/** The guides' words for a stage of working life, by age: `said` (a teenager's age) kept beside them. */
function stageOfLife(age: number, said: string): string {
  if (age < 13) return said;
  if (age < 18) return ` ${said} teen `;
  if (age < 20) return ' ';
  return ` ${Math.min(Math.floor(age / 10), 8) * 10}s `;
}

/**
 * No experience said beside it: at 18 to 24 that asks for a first job, not for how careers look at
 * that age ("Jobs for a 20 year old with no experience" met the guide on feeling behind through "20s").
 */
const NO_EXPERIENCE =
  /\b(?:no|zero|without|little|lack of|not much|don'?t have|dont have|never had) (?:any )?(?:(?:real|prior|previous|work|working|job|professional) )?(?:work |working )?experience\b/;

/** `text` (normalised, lower case) with each age said as the stage of working life it names. */
export function readAgesSaid(text: string): string {
  let out = text;
  const firstJob = NO_EXPERIENCE.test(text);
  for (const age of AGES)
    out = out.replace(age, (said, years: string) => {
      const stage = stageOfLife(Number(years), said);
      return firstJob && Number(years) >= 18 && Number(years) < 25 ? ' first job ' : stage;
    });
  return out.replace(AGE_LIMIT, (said, side: string, years: string) =>
    side === 'under' ? (years === '18' ? ` ${said} teen ` : said) : stageOfLife(Number(years), said),
  );
}
