/**
 * Idol silhouettes: a deity on a lotus pedestal, most with a prabhavali (halo arch), each recognisable
 * by its attribute: Ganesha's ears and trunk, Krishna's flute, Nataraja's ring of fire, and so on.
 */
import { brass, dotsOnArc, edge, lotusRow, metal, pedestal, rod } from './canvas.js';

export type Deity =
  | 'ganesha'
  | 'krishna'
  | 'bal-krishna'
  | 'buddha'
  | 'lakshmi'
  | 'nataraja'
  | 'hanuman'
  | 'shiva'
  | 'saraswati'
  | 'balaji'
  | 'murugan'
  | 'rama';

const head = (cx: number, cy: number, r: number) => metal(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);

/** Pointed crown (mukut) on a head of radius r centred at (cx, cy). */
const crown = (cx: number, cy: number, r: number, tall = 1) =>
  metal(
    `<path d="M${cx - r * 0.85} ${cy - r * 0.55} L ${cx - r * 0.7} ${cy - r * (1.5 * tall)} L ${cx - r * 0.3} ${cy - r * (1.2 * tall)} L ${cx} ${cy - r * (2 * tall)} L ${cx + r * 0.3} ${cy - r * (1.2 * tall)} L ${cx + r * 0.7} ${cy - r * (1.5 * tall)} L ${cx + r * 0.85} ${cy - r * 0.55} Z"/>`,
  );

/** A seated figure: folded legs, torso, shoulders; returns the head centre for the rest. */
function seatedBody(cx: number, base: number, scale: number): { body: string; headY: number } {
  const s = scale;
  const body = `${metal(`<ellipse cx="${cx}" cy="${base - 18 * s}" rx="${78 * s}" ry="${24 * s}"/>`)}
${metal(`<path d="M${cx - 44 * s} ${base - 26 * s} C ${cx - 52 * s} ${base - 80 * s}, ${cx - 40 * s} ${base - 112 * s}, ${cx - 28 * s} ${base - 120 * s} L ${cx + 28 * s} ${base - 120 * s} C ${cx + 40 * s} ${base - 112 * s}, ${cx + 52 * s} ${base - 80 * s}, ${cx + 44 * s} ${base - 26 * s} Z"/>`)}
${rod(`M${cx - 44 * s} ${base - 104 * s} Q ${cx - 72 * s} ${base - 70 * s}, ${cx - 30 * s} ${base - 44 * s}`, 12 * s)}
${rod(`M${cx + 44 * s} ${base - 104 * s} Q ${cx + 72 * s} ${base - 70 * s}, ${cx + 30 * s} ${base - 44 * s}`, 12 * s)}`;
  return { body, headY: base - 146 * s };
}

/** A standing figure in the tribhanga (thrice-bent) pose; returns the head centre. */
function standingBody(cx: number, base: number, scale: number): { body: string; headY: number } {
  const s = scale;
  const body = `${metal(`<path d="M${cx - 22 * s} ${base} L ${cx - 14 * s} ${base - 96 * s} L ${cx + 6 * s} ${base - 96 * s} L ${cx + 2 * s} ${base} Z"/>`)}
${metal(`<path d="M${cx + 4 * s} ${base} L ${cx + 4 * s} ${base - 96 * s} L ${cx + 24 * s} ${base - 96 * s} L ${cx + 24 * s} ${base} Z"/>`)}
${metal(`<path d="M${cx - 30 * s} ${base - 92 * s} C ${cx - 36 * s} ${base - 150 * s}, ${cx - 30 * s} ${base - 180 * s}, ${cx - 24 * s} ${base - 196 * s} L ${cx + 28 * s} ${base - 196 * s} C ${cx + 36 * s} ${base - 170 * s}, ${cx + 38 * s} ${base - 130 * s}, ${cx + 32 * s} ${base - 92 * s} Z"/>`)}
${metal(`<rect x="${cx - 36 * s}" y="${base - 104 * s}" width="${72 * s}" height="${16 * s}" rx="${6 * s}"/>`)}`;
  return { body, headY: base - 218 * s };
}

/** The arch behind an idol, with its ring of flames. */
function prabhavali(cx: number, cy: number, r: number): string {
  return `<path d="M${cx - r} ${cy + r * 0.9} L ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${cx + r} ${cy} L ${cx + r} ${cy + r * 0.9}" fill="none" stroke="${brass}" stroke-width="10"/>
<path d="M${cx - r} ${cy + r * 0.9} L ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${cx + r} ${cy} L ${cx + r} ${cy + r * 0.9}" fill="none" stroke="${edge}" stroke-width="2" transform="translate(0 -6)"/>
${dotsOnArc(cx, cy, r + 10, 180, 360, 15, 6, brass)}`;
}

/** One deity, centred on cx, standing on the line y = base, at the given scale (1 fills the canvas). */
function deity(kind: Deity, cx: number, base: number, scale: number): string {
  const s = scale;
  switch (kind) {
    case 'ganesha': {
      const { body, headY } = seatedBody(cx, base, s);
      return `${body}
${metal(`<circle cx="${cx}" cy="${base - 62 * s}" r="${34 * s}"/>`)}
${metal(`<ellipse cx="${cx - 40 * s}" cy="${headY + 4 * s}" rx="${24 * s}" ry="${30 * s}"/>`)}
${metal(`<ellipse cx="${cx + 40 * s}" cy="${headY + 4 * s}" rx="${24 * s}" ry="${30 * s}"/>`)}
${head(cx, headY, 30 * s)}
${rod(`M${cx} ${headY + 14 * s} C ${cx - 4 * s} ${headY + 50 * s}, ${cx + 26 * s} ${headY + 60 * s}, ${cx + 22 * s} ${headY + 82 * s}`, 12 * s)}
${crown(cx, headY - 6 * s, 22 * s)}`;
    }
    case 'buddha': {
      const { body, headY } = seatedBody(cx, base, s);
      return `${body}
${metal(`<ellipse cx="${cx}" cy="${base - 40 * s}" rx="${30 * s}" ry="${10 * s}"/>`)}
${head(cx, headY, 27 * s)}
${metal(`<circle cx="${cx}" cy="${headY - 28 * s}" r="${11 * s}"/>`)}
${metal(`<rect x="${cx - 33 * s}" y="${headY - 6 * s}" width="${8 * s}" height="${30 * s}" rx="${4 * s}"/>`)}
${metal(`<rect x="${cx + 25 * s}" y="${headY - 6 * s}" width="${8 * s}" height="${30 * s}" rx="${4 * s}"/>`)}
${dotsOnArc(cx, headY - 2 * s, 20 * s, 200, 340, 7, 2.2 * s, edge)}`;
    }
    case 'lakshmi':
    case 'saraswati':
    case 'shiva': {
      const { body, headY } = seatedBody(cx, base, s);
      const attribute =
        kind === 'lakshmi'
          ? `${lotusRow(cx - 58 * s, base - 78 * s, 26 * s, 3, 16 * s)}${lotusRow(cx + 58 * s, base - 78 * s, 26 * s, 3, 16 * s)}`
          : kind === 'saraswati'
            ? `${rod(`M${cx - 84 * s} ${base - 20 * s} L ${cx + 70 * s} ${base - 150 * s}`, 7 * s)}${metal(`<circle cx="${cx - 70 * s}" cy="${base - 32 * s}" r="${20 * s}"/>`)}${metal(`<circle cx="${cx + 62 * s}" cy="${base - 142 * s}" r="${13 * s}"/>`)}`
            : `${rod(`M${cx + 74 * s} ${base - 10 * s} L ${cx + 74 * s} ${base - 196 * s}`, 6 * s)}${rod(`M${cx + 56 * s} ${base - 204 * s} Q ${cx + 58 * s} ${base - 176 * s}, ${cx + 74 * s} ${base - 172 * s} Q ${cx + 90 * s} ${base - 176 * s}, ${cx + 92 * s} ${base - 204 * s} M${cx + 74 * s} ${base - 172 * s} L ${cx + 74 * s} ${base - 214 * s}`, 5 * s)}`;
      const headdress =
        kind === 'shiva'
          ? `${metal(`<path d="M${cx - 18 * s} ${headY - 20 * s} Q ${cx} ${headY - 60 * s}, ${cx + 18 * s} ${headY - 20 * s} Z"/>`)}<path d="M${cx - 10 * s} ${headY - 44 * s} A ${12 * s} ${12 * s} 0 0 0 ${cx + 10 * s} ${headY - 44 * s}" fill="none" stroke="#fff8dc" stroke-width="${2.5 * s}"/>`
          : crown(cx, headY - 4 * s, 24 * s);
      return `${attribute}${body}${head(cx, headY, 26 * s)}${headdress}`;
    }
    case 'krishna':
    case 'hanuman':
    case 'balaji':
    case 'murugan':
    case 'rama': {
      const { body, headY } = standingBody(cx, base, s);
      const attribute = {
        krishna: `${rod(`M${cx - 74 * s} ${headY + 36 * s} L ${cx + 60 * s} ${headY + 20 * s}`, 6 * s)}<ellipse cx="${cx + 10 * s}" cy="${headY - 46 * s}" rx="${8 * s}" ry="${16 * s}" fill="#1f7a6a" stroke="#0d3d35" stroke-width="2"/><circle cx="${cx + 10 * s}" cy="${headY - 48 * s}" r="${4 * s}" fill="#1b3f8f"/>`,
        hanuman: `${rod(`M${cx + 40 * s} ${headY + 130 * s} L ${cx + 60 * s} ${headY + 30 * s}`, 6 * s)}${metal(`<circle cx="${cx + 62 * s}" cy="${headY + 18 * s}" r="${22 * s}"/>`)}${dotsOnArc(cx + 62 * s, headY + 18 * s, 14 * s, 0, 300, 6, 2 * s, edge)}`,
        balaji: `${rod(`M${cx - 44 * s} ${headY + 50 * s} L ${cx - 56 * s} ${headY + 8 * s}`, 8 * s)}${rod(`M${cx + 44 * s} ${headY + 50 * s} L ${cx + 56 * s} ${headY + 8 * s}`, 8 * s)}${metal(`<circle cx="${cx - 58 * s}" cy="${headY}" r="${11 * s}"/>`)}${metal(`<path d="M${cx + 58 * s} ${headY - 12 * s} l ${9 * s} ${10 * s} l ${-9 * s} ${10 * s} l ${-9 * s} ${-10 * s} Z"/>`)}`,
        murugan: `${rod(`M${cx + 52 * s} ${base} L ${cx + 52 * s} ${headY - 30 * s}`, 5 * s)}${metal(`<path d="M${cx + 52 * s} ${headY - 76 * s} C ${cx + 70 * s} ${headY - 50 * s}, ${cx + 64 * s} ${headY - 34 * s}, ${cx + 52 * s} ${headY - 28 * s} C ${cx + 40 * s} ${headY - 34 * s}, ${cx + 34 * s} ${headY - 50 * s}, ${cx + 52 * s} ${headY - 76 * s} Z"/>`)}`,
        rama: `${rod(`M${cx - 56 * s} ${base - 10 * s} Q ${cx - 92 * s} ${headY + 80 * s}, ${cx - 56 * s} ${headY - 10 * s}`, 5 * s)}<path d="M${cx - 56 * s} ${base - 10 * s} L ${cx - 56 * s} ${headY - 10 * s}" stroke="#5a3d12" stroke-width="1.5"/>`,
      }[kind];
      const tall = kind === 'balaji' ? 1.9 : 1.2;
      const face =
        kind === 'hanuman'
          ? `${head(cx, headY, 24 * s)}${metal(`<ellipse cx="${cx}" cy="${headY + 10 * s}" rx="${16 * s}" ry="${10 * s}"/>`)}`
          : head(cx, headY, 22 * s);
      return `${attribute}${body}${face}${crown(cx, headY - 2 * s, 22 * s, tall)}`;
    }
    case 'bal-krishna': {
      // Laddu Gopal: the infant Krishna on hands and knees, holding a butter ball.
      return `${metal(`<ellipse cx="${cx}" cy="${base - 52 * s}" rx="${76 * s}" ry="${40 * s}"/>`)}
${metal(`<rect x="${cx - 62 * s}" y="${base - 40 * s}" width="${22 * s}" height="${40 * s}" rx="${10 * s}"/>`)}
${metal(`<rect x="${cx + 44 * s}" y="${base - 40 * s}" width="${22 * s}" height="${40 * s}" rx="${10 * s}"/>`)}
${head(cx - 82 * s, base - 92 * s, 34 * s)}
${crown(cx - 82 * s, base - 100 * s, 26 * s)}
<circle cx="${cx - 48 * s}" cy="${base - 12 * s}" r="${12 * s}" fill="#fffaf0" stroke="#d9cfb8" stroke-width="2"/>`;
    }
    case 'nataraja': {
      const ringY = base - 120 * s;
      const r = 112 * s;
      return `<circle cx="${cx}" cy="${ringY}" r="${r}" fill="none" stroke="${brass}" stroke-width="${9 * s}"/>
<circle cx="${cx}" cy="${ringY}" r="${r}" fill="none" stroke="${edge}" stroke-width="1.5"/>
${dotsOnArc(cx, ringY, r + 11 * s, 0, 348, 30, 6 * s, brass)}
${rod(`M${cx - 4 * s} ${ringY + 14 * s} L ${cx - 8 * s} ${base - 14 * s}`, 16 * s)}
${rod(`M${cx + 2 * s} ${ringY + 14 * s} Q ${cx + 44 * s} ${ringY + 10 * s}, ${cx + 70 * s} ${ringY + 52 * s}`, 14 * s)}
${metal(`<path d="M${cx - 24 * s} ${ringY + 20 * s} C ${cx - 26 * s} ${ringY - 20 * s}, ${cx - 18 * s} ${ringY - 46 * s}, ${cx - 12 * s} ${ringY - 56 * s} L ${cx + 16 * s} ${ringY - 56 * s} C ${cx + 22 * s} ${ringY - 40 * s}, ${cx + 26 * s} ${ringY - 10 * s}, ${cx + 22 * s} ${ringY + 20 * s} Z"/>`)}
${rod(`M${cx - 14 * s} ${ringY - 50 * s} L ${cx - 80 * s} ${ringY - 40 * s} M${cx + 14 * s} ${ringY - 50 * s} L ${cx + 82 * s} ${ringY - 62 * s} M${cx - 12 * s} ${ringY - 40 * s} Q ${cx - 50 * s} ${ringY - 10 * s}, ${cx + 30 * s} ${ringY - 20 * s} M${cx + 12 * s} ${ringY - 44 * s} L ${cx + 70 * s} ${ringY - 96 * s}`, 8 * s)}
${rod(`M${cx - 30 * s} ${ringY - 80 * s} L ${cx - 76 * s} ${ringY - 96 * s} M${cx - 28 * s} ${ringY - 74 * s} L ${cx - 80 * s} ${ringY - 72 * s} M${cx + 30 * s} ${ringY - 80 * s} L ${cx + 76 * s} ${ringY - 96 * s} M${cx + 28 * s} ${ringY - 74 * s} L ${cx + 80 * s} ${ringY - 72 * s}`, 4 * s)}
${head(cx, ringY - 76 * s, 20 * s)}
${crown(cx, ringY - 82 * s, 16 * s, 1.3)}
${metal(`<ellipse cx="${cx - 18 * s}" cy="${base - 8 * s}" rx="${40 * s}" ry="${9 * s}"/>`)}`;
    }
  }
}

/** A single idol on a lotus pedestal, optionally framed by a prabhavali. */
export function idol(kind: Deity, withArch: boolean): string {
  const arch = withArch && kind !== 'nataraja' ? prabhavali(200, 150, 118) : '';
  return `${arch}${pedestal(200, 324, 210)}${lotusRow(200, 314, 170, 9)}${deity(kind, 200, 296, 1)}`;
}

/** Several small idols side by side on one long base, as sold in sets. */
export function idolSet(kinds: Deity[]): string {
  const width = 330;
  const step = width / kinds.length;
  const scale = Math.min(0.62, 1.6 / kinds.length);
  const figures = kinds
    .map((kind, i) => {
      const cx = 200 - width / 2 + step * (i + 0.5);
      return `${lotusRow(cx, 306, step * 0.8, 5, 12)}${deity(kind, cx, 292, scale)}`;
    })
    .join('');
  return `${pedestal(200, 318, 350)}${figures}`;
}
