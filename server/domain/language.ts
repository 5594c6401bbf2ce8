/** The languages Touchline speaks (the web app's and the e-mails'). */
export type Language = 'en' | 'nl';

/**
 * The language a person asked for in an Accept-Language header ('nl-NL,nl;q=0.9,en;q=0.8'): the one of
 * Touchline's languages with the highest weight, or the fallback (the club's language) when the header
 * names neither.
 */
export function preferredLanguage(acceptLanguage: string | undefined, fallback: string): Language {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: Language; weight: number; index: number } =>
      (entry.language === 'en' || entry.language === 'nl') && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked[0]?.language ?? (fallback === 'nl' ? 'nl' : 'en');
}
