/**
 * Lamps, bells, vessels and animal figures, each a small parametric drawing on the 400 x 400 canvas.
 */
import { brass, dotsOnArc, edge, flame, metal, pedestal, rod } from './canvas.js';

/** An oil lamp bowl with its spouts; `wicks` flames, a handle for aarti, or a backplate (Kamakshi). */
export function diya(options: {
  wicks: 1 | 3 | 5;
  handle?: boolean;
  backplate?: boolean;
  chimney?: boolean;
}): string {
  const { wicks } = options;
  const back = options.backplate
    ? `${metal(`<path d="M150 300 L150 150 Q 200 70, 250 150 L250 300 Z"/>`)}${dotsOnArc(200, 160, 40, 190, 350, 9, 4, edge)}`
    : '';
  const handle = options.handle ? rod('M292 300 C 350 296, 356 250, 330 236', 12) : '';
  const bowl = metal('<path d="M92 282 Q 200 250, 308 282 Q 290 346, 200 348 Q 110 346, 92 282 Z"/>');
  const rim = metal('<ellipse cx="200" cy="282" rx="108" ry="20"/>');
  const oil = '<ellipse cx="200" cy="283" rx="92" ry="13" fill="#6b4a12" opacity="0.55"/>';
  const spots =
    wicks === 1
      ? [[296, 276]]
      : wicks === 3
        ? [
            [110, 276],
            [200, 264],
            [290, 276],
          ]
        : [
            [104, 282],
            [146, 266],
            [200, 262],
            [254, 266],
            [296, 282],
          ];
  const flames = spots.map(([x, y]) => flame(x!, y!, wicks === 1 ? 56 : 40)).join('');
  const chimney = options.chimney
    ? '<rect x="150" y="150" width="100" height="128" rx="26" fill="#e8f4f8" opacity="0.35" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>'
    : '';
  return `${back}${handle}${pedestal(200, 340, 110)}${bowl}${rim}${oil}${flames}${chimney}`;
}

/** A standing temple lamp: kuthuvilakku (South India) or samai (Maharashtra), with its finial. */
export function standingLamp(finial: 'cone' | 'swan' | 'peacock', height: 'tall' | 'short'): string {
  const top = height === 'tall' ? 120 : 160;
  const stem = rod(`M200 330 L200 ${top + 30}`, 18);
  const knobs = [0.25, 0.5, 0.75]
    .map((f) => metal(`<ellipse cx="200" cy="${330 - (330 - top - 30) * f}" rx="20" ry="9"/>`))
    .join('');
  const base = `${metal('<ellipse cx="200" cy="336" rx="86" ry="20"/>')}${metal('<ellipse cx="200" cy="322" rx="56" ry="14"/>')}`;
  const bowl = metal(`<path d="M120 ${top + 30} Q 200 ${top + 72}, 280 ${top + 30} Z"/>`);
  const rim = metal(`<ellipse cx="200" cy="${top + 30}" rx="80" ry="12"/>`);
  const flames = [124, 162, 200, 238, 276].map((x) => flame(x, top + 24, 30)).join('');
  const crest = {
    cone: metal(`<path d="M182 ${top + 24} L200 ${top - 50} L218 ${top + 24} Z"/>`),
    swan: `${metal(`<ellipse cx="196" cy="${top - 4}" rx="30" ry="18"/>`)}${rod(`M220 ${top - 10} C 236 ${top - 40}, 210 ${top - 60}, 204 ${top - 48}`, 9)}${metal(`<path d="M198 ${top - 52} l -14 4 l 12 6 Z"/>`)}`,
    peacock: `${metal(`<path d="M200 ${top + 20} C 150 ${top - 10}, 160 ${top - 80}, 200 ${top - 60} C 240 ${top - 80}, 250 ${top - 10}, 200 ${top + 20} Z"/>`)}${dotsOnArc(200, top - 24, 26, 200, 340, 5, 4, '#1f7a6a')}`,
  }[finial];
  return `${base}${stem}${knobs}${crest}${bowl}${rim}${flames}`;
}

/** A deepam hanging from chains, with small bells below. */
export function hangingLamp(bells: boolean): string {
  const chains = [150, 200, 250].map((x) => rod(`M200 20 L${x} 210`, 3)).join('');
  const bowl = metal('<path d="M120 210 Q 200 300, 280 210 Z"/>');
  const rim = metal('<ellipse cx="200" cy="210" rx="80" ry="14"/>');
  const flames = [132, 166, 200, 234, 268].map((x) => flame(x, 206, 30)).join('');
  const hanging = bells
    ? [150, 200, 250].map((x) => `${rod(`M${x} 262 L${x} 298`, 2)}${bell(x, 300, 0.28)}`).join('')
    : '';
  return `${metal('<circle cx="200" cy="20" r="10"/>')}${chains}${hanging}${bowl}${rim}${flames}`;
}

/** A bell with its clapper; (cx, top) is the crown of the bell, `s` its scale. */
function bell(cx: number, top: number, s: number): string {
  return `${metal(`<circle cx="${cx}" cy="${top + 182 * s}" r="${16 * s}"/>`)}
${metal(`<path d="M${cx - 36 * s} ${top + 20 * s} Q ${cx} ${top - 12 * s}, ${cx + 36 * s} ${top + 20 * s} C ${cx + 46 * s} ${top + 70 * s}, ${cx + 50 * s} ${top + 130 * s}, ${cx + 86 * s} ${top + 160 * s} L ${cx - 86 * s} ${top + 160 * s} C ${cx - 50 * s} ${top + 130 * s}, ${cx - 46 * s} ${top + 70 * s}, ${cx - 36 * s} ${top + 20 * s} Z"/>`)}
${metal(`<ellipse cx="${cx}" cy="${top + 160 * s}" rx="${86 * s}" ry="${14 * s}"/>`)}
${dotsOnArc(cx, top + 260 * s, 160 * s, 242, 298, 9, 3 * s, edge)}`;
}

/** A hand bell (ghanti) with its finial: Nandi the bull or Garuda with spread wings. */
export function handBell(finial: 'nandi' | 'garuda'): string {
  const crest =
    finial === 'nandi'
      ? `${metal('<ellipse cx="200" cy="92" rx="40" ry="22"/>')}${metal('<circle cx="236" cy="76" r="15"/>')}${rod('M228 64 L222 50 M244 64 L250 50', 5)}`
      : `${metal('<path d="M200 110 L130 70 Q 150 96, 186 104 Z"/>')}${metal('<path d="M200 110 L270 70 Q 250 96, 214 104 Z"/>')}${metal('<ellipse cx="200" cy="96" rx="16" ry="26"/>')}${metal('<path d="M200 58 l 10 12 l -10 6 l -10 -6 Z"/>')}`;
  return `${rod('M200 112 L200 150', 16)}${metal('<ellipse cx="200" cy="140" rx="22" ry="8"/>')}${crest}${bell(200, 150, 0.95)}`;
}

/** A large temple bell on its chain. */
export function templeBell(): string {
  return `${rod('M200 10 L200 70', 5)}${metal('<ellipse cx="200" cy="74" rx="20" ry="10"/>')}${bell(200, 76, 1.25)}`;
}

/** A string of small bells, for doors and wind chimes. */
export function bellString(count: number, chime: boolean): string {
  const top = chime
    ? `${metal('<ellipse cx="200" cy="60" rx="110" ry="18"/>')}${rod('M200 10 L200 50', 4)}`
    : rod('M60 40 Q 200 90, 340 40', 6);
  const xs = Array.from({ length: count }, (_, i) => 90 + (220 * i) / (count - 1));
  const strings = xs
    .map((x, i) => {
      const from = chime ? 66 : 40 + 50 * Math.sin((Math.PI * (x - 60)) / 280);
      const to = 200 + (i % 2) * 50;
      return `${rod(`M${x} ${from} L${x} ${to}`, 2)}${dotsOnArc(x, from + (to - from) / 2, 0.1, 0, 360, 2, 5, brass)}${bell(x, to, 0.34)}`;
    })
    .join('');
  return `${top}${strings}`;
}

/** A wide, shallow urli with flowers (and a floating diya) in it; optional peacock handles. */
export function urli(options: { flowers: string[]; peacocks?: boolean }): string {
  const handles = options.peacocks
    ? `${metal('<path d="M60 236 C 20 190, 40 150, 70 170 C 60 190, 80 214, 92 232 Z"/>')}${metal('<path d="M340 236 C 380 190, 360 150, 330 170 C 340 190, 320 214, 308 232 Z"/>')}`
    : '';
  const bowl = metal('<path d="M62 236 Q 200 226, 338 236 Q 320 320, 200 322 Q 80 320, 62 236 Z"/>');
  const rim = metal('<ellipse cx="200" cy="236" rx="140" ry="28"/>');
  const water = '<ellipse cx="200" cy="238" rx="122" ry="20" fill="#3b6f8f" opacity="0.55"/>';
  const flowers = options.flowers
    .map((colour, i) => {
      const x = 120 + (160 * i) / Math.max(1, options.flowers.length - 1);
      const y = 236 + (i % 2 === 0 ? -4 : 6);
      return `${dotsOnArc(x, y, 9, 0, 300, 6, 8, colour)}<circle cx="${x}" cy="${y}" r="6" fill="#ffd23f"/>`;
    })
    .join('');
  return `${pedestal(200, 326, 120)}${handles}${bowl}${rim}${water}${flowers}${flame(200, 232, 26)}`;
}

/** A kalash: round pot, mango leaves and a coconut; `engraved` adds chased bands. */
export function kalash(engraved: boolean): string {
  const leaves = [-60, -35, -12, 12, 35, 60]
    .map(
      (angle) =>
        `<ellipse cx="200" cy="128" rx="14" ry="54" fill="#3f8f3a" stroke="#1f5a1e" stroke-width="2" transform="rotate(${angle} 200 176)"/>`,
    )
    .join('');
  const bands = engraved
    ? `${dotsOnArc(200, 266, 70, 150, 390, 22, 3, edge)}<path d="M132 250 Q 200 268, 268 250" fill="none" stroke="${edge}" stroke-width="3"/>`
    : '';
  return `${leaves}
<ellipse cx="200" cy="112" rx="34" ry="40" fill="#8a5a2b" stroke="#5a3614" stroke-width="3"/>
<path d="M176 88 Q 200 60, 224 88" fill="none" stroke="#c8a06a" stroke-width="6"/>
${metal('<path d="M162 180 L170 156 L230 156 L238 180 Z"/>')}
${metal('<ellipse cx="200" cy="156" rx="38" ry="9"/>')}
${metal('<path d="M170 180 C 100 200, 110 320, 200 330 C 290 320, 300 200, 230 180 Z"/>')}
${bands}${pedestal(200, 330, 110)}`;
}

/** A pooja plate and its companions: thali with lamp and bowls, kumkum box, or panchapatra. */
export function poojaSet(kind: 'thali' | 'engraved-thali' | 'kumkum' | 'panchapatra'): string {
  if (kind === 'kumkum') {
    return `${metal('<rect x="90" y="200" width="220" height="110" rx="18"/>')}
${metal('<ellipse cx="150" cy="214" rx="44" ry="16"/>')}<ellipse cx="150" cy="214" rx="34" ry="10" fill="#c81d25"/>
${metal('<ellipse cx="250" cy="214" rx="44" ry="16"/>')}<ellipse cx="250" cy="214" rx="34" ry="10" fill="#f2b705"/>
${metal('<path d="M110 200 Q 200 96, 290 200 Z"/>')}${dotsOnArc(200, 250, 30, 0, 330, 12, 3, edge)}`;
  }
  if (kind === 'panchapatra') {
    return `${metal('<path d="M140 150 L150 320 Q 200 336, 250 320 L260 150 Z"/>')}
${metal('<ellipse cx="200" cy="150" rx="60" ry="16"/>')}<ellipse cx="200" cy="152" rx="50" ry="11" fill="#4a7fa0" opacity="0.6"/>
${rod('M232 146 L300 70', 8)}${metal('<ellipse cx="306" cy="62" rx="16" ry="10"/>')}
${metal('<ellipse cx="200" cy="330" rx="120" ry="18"/>')}`;
  }
  const rings =
    kind === 'engraved-thali'
      ? `${dotsOnArc(200, 262, 126, 0, 345, 24, 4, edge)}<ellipse cx="200" cy="262" rx="104" ry="40" fill="none" stroke="${edge}" stroke-width="2"/>`
      : '';
  return `${metal('<ellipse cx="200" cy="268" rx="160" ry="62"/>')}
<ellipse cx="200" cy="262" rx="140" ry="50" fill="${brass}" opacity="0.6"/>${rings}
${metal('<ellipse cx="130" cy="254" rx="26" ry="11"/>')}<ellipse cx="130" cy="253" rx="19" ry="7" fill="#c81d25"/>
${metal('<ellipse cx="270" cy="254" rx="26" ry="11"/>')}<ellipse cx="270" cy="253" rx="19" ry="7" fill="#f2b705"/>
${metal('<path d="M168 278 Q 200 266, 232 278 Q 226 300, 200 300 Q 174 300, 168 278 Z"/>')}${flame(226, 276, 32)}
${dotsOnArc(200, 300, 40, 60, 120, 5, 7, '#ff8c1a')}`;
}

/** A caparisoned elephant, trunk down or raised for good fortune. */
export function elephant(trunkUp: boolean): string {
  const trunk = trunkUp
    ? rod('M112 176 C 80 170, 64 130, 80 96', 22)
    : rod('M108 184 C 92 220, 96 262, 112 290', 22);
  return `${['M142 250 L142 318', 'M186 256 L186 322', 'M250 256 L250 322', 'M292 250 L292 318'].map((d) => rod(d, 30)).join('')}
${metal('<ellipse cx="220" cy="220" rx="100" ry="66"/>')}
<path d="M170 170 L270 170 L282 252 L160 252 Z" fill="#8e1b2c" stroke="#5a0f1b" stroke-width="2"/>
${dotsOnArc(220, 212, 50, 30, 150, 7, 4, '#f2c94c')}
${trunk}
${metal('<circle cx="128" cy="176" r="44"/>')}
${metal('<path d="M140 150 C 186 140, 188 214, 150 214 Z"/>')}
<path d="M104 196 q -14 10, -30 4" fill="none" stroke="#fffaf0" stroke-width="6" stroke-linecap="round"/>
<circle cx="116" cy="166" r="4" fill="#2a1a05"/>`;
}

/** The vastu tortoise on its plate. */
export function tortoise(): string {
  return `${metal('<ellipse cx="200" cy="300" rx="150" ry="34"/>')}
${[['M110 270 L84 300'], ['M290 270 L316 300'], ['M140 290 L128 320'], ['M260 290 L272 320']].map(([d]) => rod(d!, 22)).join('')}
${metal('<circle cx="322" cy="250" r="24"/>')}
${metal('<path d="M90 280 Q 200 130, 310 280 Z"/>')}
${dotsOnArc(200, 300, 80, 200, 340, 7, 9, edge)}
<path d="M150 230 L200 200 L250 230 L240 270 L160 270 Z" fill="none" stroke="${edge}" stroke-width="3"/>`;
}
