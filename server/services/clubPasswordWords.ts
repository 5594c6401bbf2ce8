/**
 * The words a person at a Dutch (or Flemish) football club tries first when guessing a password, most
 * likely first (zxcvbn counts a word's place in the list as the guesses it takes): what a club says
 * to newcomers, the game and its people, the seasons and months, and the clubs everyone knows. Lower
 * case; zxcvbn also finds them capitalised, in l33t (v03tb4l) and reversed.
 *
 * English "password" and "welcome" are in zxcvbn's list of the most used passwords already (refused as
 * such). Left out on purpose: words of Touchline's own roles that are no guess at a club in particular
 * ("manager", "member"), which the demo club's passwords (Demo-Manager-1, Demo-Member-1) use.
 */
export const CLUB_PASSWORD_WORDS: readonly string[] = [
  // What a club says first.
  'wachtwoord', 'welkom', 'welkom01', 'voetbal', 'voetballen', 'voetballer', 'trainer', 'training', 'keeper', 'spits',
  'seizoen', 'competitie', 'club', 'voetbalclub', 'team', 'elftal', 'selectie', 'jeugd', 'senioren', 'veteranen',
  'kantine', 'sportpark', 'kunstgras', 'wedstrijd', 'toernooi', 'kampioen', 'kampioenen', 'beker', 'doelpunt',
  'goal', 'penalty', 'corner', 'buitenspel', 'scheidsrechter', 'scheids', 'grensrechter', 'coach', 'leider',
  'teamleider', 'trainster', 'speler', 'spelers', 'speelster', 'aanvoerder', 'doelman', 'verdediger', 'aanvaller',
  'middenvelder', 'linksback', 'rechtsback', 'libero', 'stopper', 'vleugel', 'bal', 'voetbalveld', 'veld',
  'thuis', 'uitwedstrijd', 'derby', 'oranje', 'knvb', 'kbvb', 'eredivisie', 'kampioenschap', 'football', 'soccer',
  // The seasons and the months (Dutch, then English).
  'zomer', 'winter', 'lente', 'herfst', 'voorjaar', 'najaar', 'summer', 'spring', 'autumn',
  'januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december',
  // The clubs everyone knows: the Dutch professional clubs, then the Belgian and the world's best known.
  'ajax', 'psv', 'feyenoord', 'az', 'twente', 'utrecht', 'vitesse', 'heerenveen', 'groningen', 'sparta', 'nac',
  'willem', 'willemii', 'excelsior', 'heracles', 'pec', 'zwolle', 'nec', 'rkc', 'waalwijk', 'fortuna', 'sittard',
  'roda', 'rodajc', 'vvv', 'venlo', 'cambuur', 'goahead', 'eagles', 'volendam', 'almere', 'ado', 'denhaag',
  'telstar', 'emmen', 'graafschap', 'dordrecht', 'helmond', 'mvv', 'maastricht', 'denbosch', 'toposs', 'jongajax',
  'anderlecht', 'brugge', 'standard', 'genk', 'gent', 'antwerp', 'barcelona', 'barca', 'realmadrid', 'madrid',
  'liverpool', 'chelsea', 'arsenal', 'manchester', 'juventus', 'milan', 'inter', 'bayern', 'dortmund',
  // The players and trainers every child names.
  'cruijff', 'cruyff', 'messi', 'ronaldo', 'neymar', 'mbappe', 'haaland', 'vandijk', 'depay', 'frenkie', 'gakpo',
  'robben', 'vanpersie', 'bergkamp', 'koeman',
];
