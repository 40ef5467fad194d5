/**
 * Original artwork of the catalogue: each product names a template and its parameters, and
 * `drawArtwork` turns that into an SVG that render-images.ts rasterises.
 */
import { svgDocument, type Backdrop, type Tone } from './canvas.js';
import { idol, idolSet, type Deity } from './idols.js';
import {
  bellString,
  diya,
  elephant,
  handBell,
  hangingLamp,
  kalash,
  poojaSet,
  standingLamp,
  templeBell,
  tortoise,
  urli,
} from './objects.js';

type Drawing =
  | { kind: 'idol'; deity: Deity; arch?: boolean }
  | { kind: 'idol-set'; deities: Deity[] }
  | { kind: 'diya'; wicks: 1 | 3 | 5; handle?: boolean; backplate?: boolean; chimney?: boolean }
  | { kind: 'standing-lamp'; finial: 'cone' | 'swan' | 'peacock'; height: 'tall' | 'short' }
  | { kind: 'hanging-lamp'; bells: boolean }
  | { kind: 'hand-bell'; finial: 'nandi' | 'garuda' }
  | { kind: 'temple-bell' }
  | { kind: 'bell-string'; count: number; chime: boolean }
  | { kind: 'urli'; flowers: string[]; peacocks?: boolean }
  | { kind: 'kalash'; engraved: boolean }
  | { kind: 'pooja'; set: 'thali' | 'engraved-thali' | 'kumkum' | 'panchapatra' }
  | { kind: 'elephant'; trunkUp: boolean }
  | { kind: 'tortoise' };

export type Artwork = Drawing & { tone: Tone; backdrop: Backdrop };

function draw(art: Drawing): string {
  switch (art.kind) {
    case 'idol':
      return idol(art.deity, art.arch ?? false);
    case 'idol-set':
      return idolSet(art.deities);
    case 'diya':
      return diya(art);
    case 'standing-lamp':
      return standingLamp(art.finial, art.height);
    case 'hanging-lamp':
      return hangingLamp(art.bells);
    case 'hand-bell':
      return handBell(art.finial);
    case 'temple-bell':
      return templeBell();
    case 'bell-string':
      return bellString(art.count, art.chime);
    case 'urli':
      return urli(art);
    case 'kalash':
      return kalash(art.engraved);
    case 'pooja':
      return poojaSet(art.set);
    case 'elephant':
      return elephant(art.trunkUp);
    case 'tortoise':
      return tortoise();
  }
}

export function drawArtwork(art: Artwork): string {
  return svgDocument(art.tone, art.backdrop, draw(art));
}
