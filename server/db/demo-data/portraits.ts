// Generated portraits of the demo practitioners (issue 18): simple drawn faces, made here from the
// practitioner's key, so the demo has pictures without anyone's photo or a licence. The files in
// public/demo/practitioners/ come from `npm run demo:portraits`; a test keeps them in step.

const SKIN = ["#f5d5bc", "#f1c7a5", "#e0ac85", "#c68a62", "#8d5a3b"] as const;
const HAIR = ["#2b1d14", "#5a3a22", "#8a5a2b", "#c99a5b", "#d9c3a0", "#6b6b6b"] as const;
const BACKGROUND = ["#dbeafe", "#dcfce7", "#fef3c7", "#fce7f3", "#e0e7ff", "#ccfbf1"] as const;
const SCRUBS = ["#0e7490", "#1d4ed8", "#047857", "#7c3aed"] as const;

const HAIR_STYLES = {
  short: '<path d="M34 47 Q33 21 55 21 Q77 21 76 47 Q71 33 55 32 Q39 33 34 47 Z"/>',
  long: '<path d="M32 52 Q29 19 55 20 Q81 19 78 52 L81 82 Q69 76 71 56 Q69 35 55 33 Q41 35 39 56 Q41 76 29 82 Z"/>',
  bun: '<circle cx="55" cy="19" r="8"/><path d="M34 46 Q33 23 55 23 Q77 23 76 46 Q71 34 55 33 Q39 34 34 46 Z"/>',
  crop: '<path d="M36 40 Q38 24 55 24 Q72 24 74 40 Q66 31 55 31 Q44 31 36 40 Z"/>',
} as const;
const HAIR_STYLE_NAMES = Object.keys(HAIR_STYLES) as (keyof typeof HAIR_STYLES)[];

/** FNV-1a: the same key always draws the same face. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One feature of the key's face, each drawn from its own hash so features vary independently. */
function pick<T>(choices: readonly T[], key: string, feature: string): T {
  return choices[hashOf(`${key}:${feature}`) % choices.length]!;
}

/** An SVG portrait for the practitioner with this key: head and shoulders in a white coat. */
export function portraitSvg(key: string): string {
  const skin = pick(SKIN, key, "skin");
  const hair = pick(HAIR, key, "hair");
  const background = pick(BACKGROUND, key, "background");
  const scrubs = pick(SCRUBS, key, "scrubs");
  const style = HAIR_STYLES[pick(HAIR_STYLE_NAMES, key, "style")];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 110 110" width="110" height="110">',
    `<rect width="110" height="110" fill="${background}"/>`,
    '<path d="M12 110 Q14 80 55 78 Q96 80 98 110 Z" fill="#ffffff" stroke="#cbd5e1"/>',
    `<path d="M45 79 L55 96 L65 79 Z" fill="${scrubs}"/>`,
    `<rect x="47" y="60" width="16" height="20" rx="6" fill="${skin}"/>`,
    `<ellipse cx="55" cy="48" rx="19" ry="22" fill="${skin}"/>`,
    `<g fill="${hair}">${style}</g>`,
    '<circle cx="48" cy="49" r="1.8" fill="#1f2937"/><circle cx="62" cy="49" r="1.8" fill="#1f2937"/>',
    '<path d="M49 58 Q55 63 61 58" fill="none" stroke="#1f2937" stroke-width="1.6" stroke-linecap="round"/>',
    "</svg>",
    "",
  ].join("");
}

/** Where a practitioner's portrait is served from (public/). */
export function portraitPath(key: string): string {
  return `/demo/practitioners/${key}.svg`;
}
