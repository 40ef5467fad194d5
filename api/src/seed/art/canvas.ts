/**
 * The drawing kit shared by the artwork templates: a 400 x 400 canvas, brass tones as gradients, a
 * studio backdrop and small helpers for repeated shapes (flames, lotus petals, dots).
 */

export type Tone = 'golden' | 'antique' | 'copper' | 'bright' | 'oxidised';
export type Backdrop = 'cream' | 'maroon' | 'teal' | 'indigo' | 'sage' | 'saffron';

const tones: Record<Tone, { light: string; mid: string; dark: string }> = {
  golden: { light: '#f7e29a', mid: '#d4a437', dark: '#7e5810' },
  antique: { light: '#e4c47e', mid: '#a97c2f', dark: '#553a10' },
  copper: { light: '#f3c08f', mid: '#c27a3e', dark: '#653614' },
  bright: { light: '#fff3b0', mid: '#e8b923', dark: '#93700c' },
  oxidised: { light: '#cfae66', mid: '#7d5d24', dark: '#33230a' },
};

const backdrops: Record<Backdrop, { centre: string; edge: string }> = {
  cream: { centre: '#fdf7e9', edge: '#e9d5ac' },
  maroon: { centre: '#9a3441', edge: '#45101a' },
  teal: { centre: '#2f7a74', edge: '#0d2f2d' },
  indigo: { centre: '#3d4c86', edge: '#141a36' },
  sage: { centre: '#e6eedf', edge: '#b3c4a6' },
  saffron: { centre: '#fbd58c', edge: '#d9822b' },
};

/** Fill of every brass surface: lit from the upper left, as in a studio photograph. */
export const brass = 'url(#brass)';
/** Outline of brass shapes, so silhouettes read at 240 px. */
export const edge = 'url(#edge)';

export function svgDocument(tone: Tone, backdrop: Backdrop, body: string): string {
  const t = tones[tone];
  const b = backdrops[backdrop];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
  <radialGradient id="backdrop" cx="50%" cy="42%" r="70%">
    <stop offset="0" stop-color="${b.centre}"/><stop offset="1" stop-color="${b.edge}"/>
  </radialGradient>
  <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${t.light}"/><stop offset="0.45" stop-color="${t.mid}"/>
    <stop offset="1" stop-color="${t.dark}"/>
  </linearGradient>
  <linearGradient id="rod" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="400" y2="400">
    <stop offset="0" stop-color="${t.light}"/><stop offset="0.5" stop-color="${t.mid}"/>
    <stop offset="1" stop-color="${t.dark}"/>
  </linearGradient>
  <linearGradient id="edge" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${t.mid}"/><stop offset="1" stop-color="${t.dark}"/>
  </linearGradient>
  <radialGradient id="flame" cx="50%" cy="70%" r="60%">
    <stop offset="0" stop-color="#fffbe0"/><stop offset="0.5" stop-color="#ffc83d"/>
    <stop offset="1" stop-color="#f06a12"/>
  </radialGradient>
  <radialGradient id="glow" cx="50%" cy="50%" r="50%">
    <stop offset="0" stop-color="#ffd45c" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd45c" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="400" height="400" fill="url(#backdrop)"/>
<ellipse cx="200" cy="352" rx="150" ry="16" fill="#000" opacity="0.18"/>
${body}
</svg>`;
}

/** A brass shape with its outline. */
export const metal = (shape: string, extra = ''): string =>
  shape.replace(/\/?>$/, (end) => ` fill="${brass}" stroke="${edge}" stroke-width="2.5" ${extra}${end}`);

/**
 * A brass rod, limb or chain along a path. Its gradient spans the canvas: a gradient sized to the
 * shape, like `brass`, vanishes on straight vertical or horizontal lines, whose box has no width.
 */
export const rod = (d: string, width: number): string =>
  `<path d="${d}" fill="none" stroke="url(#rod)" stroke-width="${width}" stroke-linecap="round"/>` +
  (width > 4
    ? `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="1.5" stroke-linecap="round"/>`
    : '');

/** A lamp flame standing on (x, y), with its glow. */
export function flame(x: number, y: number, height = 34): string {
  const w = height * 0.42;
  return `<circle cx="${x}" cy="${y - height * 0.55}" r="${height * 0.9}" fill="url(#glow)"/>
<path d="M${x} ${y - height} C ${x + w} ${y - height * 0.45}, ${x + w} ${y}, ${x} ${y} C ${x - w} ${y}, ${x - w} ${y - height * 0.45}, ${x} ${y - height} Z" fill="url(#flame)"/>`;
}

/** A row of lotus petals along a base, as on the pedestals of idols. */
export function lotusRow(cx: number, y: number, width: number, count: number, height = 18): string {
  const step = width / count;
  let petals = '';
  for (let i = 0; i < count; i++) {
    const x = cx - width / 2 + step * (i + 0.5);
    petals += metal(
      `<path d="M${x - step / 2} ${y} Q ${x - step / 2} ${y - height}, ${x} ${y - height} Q ${x + step / 2} ${y - height}, ${x + step / 2} ${y} Z"/>`,
    );
  }
  return petals;
}

/** Dots along a circle arc, for engraving and for the flames of a prabhavali (halo arch). */
export function dotsOnArc(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  count: number,
  size: number,
  fill: string,
): string {
  let dots = '';
  for (let i = 0; i < count; i++) {
    const angle = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    dots += `<circle cx="${(cx + r * Math.cos(angle)).toFixed(1)}" cy="${(cy + r * Math.sin(angle)).toFixed(1)}" r="${size}" fill="${fill}"/>`;
  }
  return dots;
}

/** A stepped round base seen slightly from above. */
export function pedestal(cx: number, y: number, width: number): string {
  return `${metal(`<rect x="${cx - width / 2}" y="${y}" width="${width}" height="16" rx="4"/>`)}
${metal(`<rect x="${cx - width / 2 + 12}" y="${y - 12}" width="${width - 24}" height="14" rx="4"/>`)}`;
}
