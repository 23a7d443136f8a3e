import { describe, expect, it } from 'vitest';
import { buildOccupationIndex, escoAlternatives, escoTitles, taughtSubjects } from './build-occupation-index.mjs';

/** An index's titles per occupation as words, with "~n" when stored with a count of sources. */
function storedTitles(index) {
  const words = index.vocabulary.split(' ');
  return index.titles.split('\n').map((line) =>
    line
      .split('|')
      .filter(Boolean)
      .map((t) => {
        const [ids, sources] = t.split('~');
        const text = ids
          .split(' ')
          .map((n) => words[Number.parseInt(n, 36)])
          .join(' ');
        return sources ? `${text}~${sources}` : text;
      }),
  );
}

describe('build-occupation-index', () => {
  it("keeps of a teachers' description only the subjects it names", () => {
    expect(
      taughtSubjects(
        'Teach courses in drama, music, and the arts including fine and applied art, such as painting and sculpture, or design and crafts. Includes both teachers primarily engaged in teaching and those who do a combination of teaching and research.',
      ),
    ).toEqual(['drama', 'music', 'arts', 'fine', 'applied', 'art', 'painting', 'sculpture', 'design', 'crafts']);
    // a "such as" list, not who is taught; not what is left out
    expect(
      taughtSubjects(
        'Teach vocational courses intended to provide occupational training below the baccalaureate level in subjects such as construction, mechanics/repair, or cosmetology, primarily to students who have graduated from or left high school.',
      ),
    ).toEqual(['construction', 'mechanics', 'repair', 'cosmetology']);
    expect(taughtSubjects('Teach courses in the physical sciences, except chemistry and physics.')).toEqual([
      'physical',
      'sciences',
    ]);
    expect(taughtSubjects('Teach languages and literature courses in languages other than English.')).toEqual([
      'languages',
      'literature',
    ]);
    // no other occupation's description is read
    expect(taughtSubjects('Teach academic and social skills to students at the elementary school level.')).toEqual([]);
    expect(taughtSubjects('Create original artwork using any of a wide variety of media and techniques.')).toEqual([]);
  });

  it('stores the subjects by code beside the titles', () => {
    const occupations = [
      'O*NET-SOC Code\tTitle\tDescription',
      '25-1121.00\tArt, Drama, and Music Teachers, Postsecondary\tTeach courses in drama, music, and the arts, such as painting.',
      '27-1013.00\tFine Artists\tCreate original artwork.',
    ].join('\n');
    const alternates = [
      'O*NET-SOC Code\tAlternate Title\tShort Title\tSource(s)',
      '25-1121.00\tArt Professor\tn/a\t02,09',
      '27-1013.00\tPainter\tn/a\t04',
    ].join('\n');
    expect(buildOccupationIndex(occupations, alternates).subjects).toBe('25-1121.00\tdrama music arts painting');
  });

  it("places ESCO's labels by the crosswalk in O*NET-SOC 2019, adding only titles O*NET lacks", () => {
    const occupations = [
      'O*NET-SOC Code\tTitle\tDescription',
      '35-9021.00\tDishwashers\tClean dishes.',
      '53-2031.00\tFlight Attendants\tProvide services to ensure the safety of passengers.',
      '19-5011.00\tOccupational Health and Safety Specialists\tReview workplaces.',
      '47-2031.00\tCarpenters\tConstruct wooden structures.',
    ].join('\n');
    const alternates = [
      'O*NET-SOC Code\tAlternate Title\tShort Title\tSource(s)',
      '35-9021.00\tDishwasher\tn/a\t04',
      // an abbreviation with its title written out: both are titles
      '53-2031.00\tFA (Flight Attendant)\tn/a\t02,08',
    ].join('\n');
    const crosswalk = [
      'id,esco_occupation,isco_code,onet_code,onet_occupation,matching_job_titles,semantic_similarity,confidence,concept_uri',
      '1,kitchen porter,9412,35-9021.00,dishwashers,na,0.8,2.0,u1',
      '2,steward/stewardess,5111,53-2031.00,flight attendants,"[\'flight attendant\']",0.8,2.0,u2',
      // a 2010 code 2019 moved (29-9011 to 19-5011): placed by its title
      '3,health and safety inspector,3257,29-9011.00,occupational health and safety specialists,na,0.8,1.0,u3',
      // neither its title nor its code is in 2019: left out
      '4,ICT auditor manager,2511,15-1199.09,information technology project managers,na,0.7,1.0,u4',
      // O*NET lists the title itself: not added again
      '5,dishwasher,9412,35-9021.00,dishwashers,na,0.9,2.0,u5',
      // a breakout 2019 dropped (construction carpenters): its SOC occupation
      '6,carpenter,7115,47-2031.01,construction carpenters,na,0.9,2.0,u6',
    ].join('\n');
    const european = escoTitles(crosswalk, occupations);
    expect(european.map((t) => [t.forms, t.code])).toEqual([
      [['kitchen porter'], '35-9021.00'],
      [['steward', 'stewardess'], '53-2031.00'],
      [['health and safety inspector'], '19-5011.00'],
      [['ICT auditor manager'], null],
      [['dishwasher'], '35-9021.00'],
      [['carpenter'], '47-2031.00'],
    ]);
    const index = buildOccupationIndex(occupations, alternates, european);
    const titles = storedTitles(index).map((line) => line.map((t) => t.replace(/~\d+$/, '')));
    expect(titles).toEqual([
      ['dishwasher', 'kitchen porter'],
      ['fa', 'fa flight attendant', 'flight attendant', 'steward', 'stewardess'],
      ['health and safety inspector'],
      ['carpenter'],
    ]);
  });

  it("adds ESCO's alternative labels, unclaimed by another occupation, whose noun is the job's, as reported by no source", () => {
    const occupations = [
      'O*NET-SOC Code\tTitle\tDescription',
      '29-1123.00\tPhysical Therapists\tAssess patients.',
      '29-1122.00\tOccupational Therapists\tAssess patients.',
      '23-1011.00\tLawyers\tRepresent clients.',
      '21-1014.00\tMental Health Counselors\tCounsel clients.',
      '41-9022.00\tReal Estate Sales Agents\tRent property.',
    ].join('\n');
    const alternates = [
      'O*NET-SOC Code\tAlternate Title\tShort Title\tSource(s)',
      '29-1123.00\tPhysical Therapist\tn/a\t04,08',
      '29-1123.00\tHealth Center Physiotherapist\tn/a\t04',
      '21-1014.00\tCounselor\tn/a\t04',
      '41-9022.00\tReal Estate Agent\tn/a\t04',
    ].join('\n');
    const esco = [
      'conceptType,conceptUri,iscoGroup,preferredLabel,altLabels',
      // another occupation's preferred label ("occupational therapist") and one O*NET lists in the
      // other spelling are left out; a plural of another label too
      'Occupation,u1,2264,physiotherapist,"sports physiotherapist\nsports physiotherapists\noccupational therapist\nhealth centre physiotherapist\nphysio"',
      'Occupation,u2,2269,occupational therapist,ergotherapist',
      // "counsellor" ends titles of another SOC minor group (counselors, 21-1): not a lawyer
      'Occupation,u3,2611,lawyer,"counsellor\ntrial lawyer"',
      // a label two occupations name says neither
      'Occupation,u4,3334,real estate agent,"estate agent\nletting agent"',
      'Occupation,u5,3334,letting agent,estate agent',
    ].join('\n');
    expect(escoAlternatives(esco).get('u1')).toEqual([
      'sports physiotherapist',
      'health centre physiotherapist',
      'physio',
    ]);
    expect(escoAlternatives(esco).get('u4')).toEqual([]);
    const crosswalk = [
      'id,esco_occupation,isco_code,onet_code,onet_occupation,matching_job_titles,semantic_similarity,confidence,concept_uri',
      '1,physiotherapist,2264,29-1123.00,physical therapists,na,0.8,2.0,u1',
      '2,lawyer,2611,23-1011.00,lawyers,na,0.8,2.0,u3',
    ].join('\n');
    const index = buildOccupationIndex(occupations, alternates, escoTitles(crosswalk, occupations, esco));
    const titles = storedTitles(index);
    // "physio" ends no O*NET title of another group: kept; "~0": no source reported it
    expect(titles[0]).toEqual([
      'health center physiotherapist',
      'physical therapist~2',
      'physio~0',
      'physiotherapist',
      'sports physiotherapist~0',
    ]);
    expect(titles[2]).toEqual(['lawyer', 'trial lawyer~0']);
  });
});
