/** Names for generated clubs: a Dutch amateur club's mix. */
export const FIRST_NAMES = [
  'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Noah', 'Jesse', 'Bram', 'Thijs', 'Ruben', 'Sven',
  'Luuk', 'Stijn', 'Mees', 'Teun', 'Jayden', 'Owen', 'Mohamed', 'Youssef', 'Emma', 'Julia', 'Sophie',
  'Tess', 'Zoë', 'Anna', 'Fleur', 'Lotte', 'Noor', 'Sara', 'Iris', 'Lieke', 'Mila', 'Nina', 'Fenna',
  'René', 'Jürgen', 'Chloé', 'Ayoub', 'Kees',
];

/**
 * Family names as a Dutch club writes them, infix first ('van der Meer'). Generated people keep the infix
 * in `people.infix` and the rest as their last name (`familyNameParts`), as an import does (issue 37).
 */
export const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit',
  'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker',
  'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'El Amrani', 'Yılmaz', 'Öztürk',
  'Kuipers', 'Verhoeven',
];

/**
 * 'van der Meer' → infix 'van der', last name 'Meer': the words in lower case before the last name are the
 * infix. 'El Amrani' keeps its capital: part of the last name, as the family writes it.
 */
export function familyNameParts(familyName: string): { infix: string | null; lastName: string } {
  const words = familyName.split(' ');
  let end = 0;
  while (end < words.length - 1 && /^[a-z']/.test(words[end]!)) end++;
  return { infix: words.slice(0, end).join(' ') || null, lastName: words.slice(end).join(' ') };
}

/** Teams of the demo club: [name, division]. Larger generated clubs add numbered teams. */
export const TEAMS: ReadonlyArray<readonly [string, string]> = [
  ['Heren 1', 'Derde klasse'],
  ['Dames 1', 'Eerste klasse'],
  ['JO19-1', 'Hoofdklasse'],
  ['JO17-1', 'Eerste klasse'],
  ['JO15-1', 'Tweede klasse'],
  ['JO13-1', 'Hoofdklasse'],
  ['MO17-1', 'Eerste klasse'],
  ['JO11-1', 'Tweede klasse'],
];

/**
 * Generated reports' comments and feedback in the club's language (issue 37: the demo club's skills and
 * what its trainers wrote were English whatever the club spoke). The same number in each language, so a
 * seed picks the same place in either and makes the same club.
 */
export const SKILL_COMMENTS: Record<'en' | 'nl', readonly string[]> = {
  en: [
    'Good first touch under pressure.',
    'Keeps looking for the forward pass.',
    'Works hard when we lose the ball.',
    'Needs to communicate more with the back line.',
    'Clear progress since the last report.',
    'Struggles with the weaker foot.',
  ],
  nl: [
    'Goede eerste aanname onder druk.',
    'Zoekt steeds de pass vooruit.',
    'Werkt hard bij balverlies.',
    'Moet meer praten met de achterhoede.',
    'Duidelijke vooruitgang sinds de vorige beoordeling.',
    'Heeft moeite met het zwakkere been.',
  ],
};

export const FEEDBACK: Record<'en' | 'nl', readonly string[]> = {
  en: [
    'A steady season with clear progress on the ball.',
    'Great attitude at training; keep working on positioning.',
    'Important player for the group, leads by example.',
    'Needs more consistency over ninety minutes.',
    'Has grown in confidence since the winter break.',
  ],
  nl: [
    'Een stabiel seizoen met duidelijke vooruitgang aan de bal.',
    'Prima instelling op de training; blijf werken aan je positiespel.',
    'Belangrijke speler voor de groep, geeft het goede voorbeeld.',
    'Moet constanter worden over negentig minuten.',
    'Is sinds de winterstop zekerder geworden.',
  ],
};
