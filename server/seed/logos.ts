import sharp from 'sharp';

/** A simple crest (shield with stripes) as a PNG, for generated clubs and teams. No text: fonts vary. */
export async function crestPng(primary: string, secondary: string, size = 160): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <defs><clipPath id="s"><path d="M50 4 L92 18 L88 62 Q80 86 50 96 Q20 86 12 62 L8 18 Z"/></clipPath></defs>
    <g clip-path="url(#s)">
      <rect width="100" height="100" fill="${primary}"/>
      <rect x="30" width="14" height="100" fill="${secondary}"/>
      <rect x="58" width="14" height="100" fill="${secondary}"/>
    </g>
    <path d="M50 4 L92 18 L88 62 Q80 86 50 96 Q20 86 12 62 L8 18 Z" fill="none" stroke="#1b1b1b" stroke-width="4"/>
    <circle cx="50" cy="50" r="14" fill="#ffffff" stroke="#1b1b1b" stroke-width="3"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const TEAM_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['#c62828', '#ffffff'],
  ['#1565c0', '#ffffff'],
  ['#2e7d32', '#fdd835'],
  ['#6a1b9a', '#ffffff'],
  ['#ef6c00', '#212121'],
  ['#00838f', '#ffffff'],
  ['#ad1457', '#f8bbd0'],
  ['#283593', '#ffeb3b'],
];
