/** Names for generated clubs: a Dutch amateur club's mix. */
export const FIRST_NAMES = [
  'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Noah', 'Jesse', 'Bram', 'Thijs', 'Ruben', 'Sven',
  'Luuk', 'Stijn', 'Mees', 'Teun', 'Jayden', 'Owen', 'Mohamed', 'Youssef', 'Emma', 'Julia', 'Sophie',
  'Tess', 'Zoë', 'Anna', 'Fleur', 'Lotte', 'Noor', 'Sara', 'Iris', 'Lieke', 'Mila', 'Nina', 'Fenna',
  'René', 'Jürgen', 'Chloé', 'Ayoub', 'Kees',
];

export const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit',
  'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker',
  'Brouwer', 'de Wit', 'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'El Amrani', 'Yılmaz', 'Öztürk',
  'Kuipers', 'Verhoeven',
];

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

export const SKILL_COMMENTS = [
  'Good first touch under pressure.',
  'Keeps looking for the forward pass.',
  'Works hard when we lose the ball.',
  'Needs to communicate more with the back line.',
  'Clear progress since the last report.',
  'Struggles with the weaker foot.',
];

export const FEEDBACK = [
  'A steady season with clear progress on the ball.',
  'Great attitude at training; keep working on positioning.',
  'Important player for the group, leads by example.',
  'Needs more consistency over ninety minutes.',
  'Has grown in confidence since the winter break.',
];
