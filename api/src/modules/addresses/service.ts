import { MAX_SAVED_ADDRESSES } from '@brass/shared/constants';
import {
  savedAddressSchema,
  type SaveAddressBody,
  type SavedAddress,
  type SavedAddressList,
} from '@brass/shared/contracts/accounts';
import * as v from 'valibot';
import { batchLoader } from '../../lib/batch-loader.js';
import { HttpError } from '../../lib/http-error.js';
import { newId } from '../../lib/ids.js';
import type { AddressRepository, SavedAddressRow } from './repository.js';

const addressMessages = {
  full: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to save another.`,
  notFound: 'Address not found',
} as const;

/**
 * A kept row in the contract's shape for its country. Every row was stored through the same rules
 * (saveAddressBodySchema), so reading it back with them only gives the region its country's type.
 */
function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return v.parse(savedAddressSchema, {
    id: row.id,
    country: row.country,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    landmark: row.landmark,
    city: row.city,
    region: row.region,
    zip: row.zip,
  });
}

/** The fields kept for an address as the shopper sent it: the optional lines kept empty when left out. */
const fieldsOf = (body: SaveAddressBody) => ({
  ...body,
  address2: body.address2 ?? '',
  landmark: body.landmark ?? '',
});

/** A shopper's own delivery addresses; nobody else's are ever read, listed or removed. */
export class AddressService {
  /** The checkout lists them at every visit: lists asked together share one query. */
  private readonly lists = batchLoader((userIds) => this.repository.listOf(userIds));

  constructor(private readonly repository: AddressRepository) {}

  async list(userId: string): Promise<SavedAddressList> {
    return { addresses: ((await this.lists.load(userId)) ?? []).map(toSavedAddress) };
  }

  /** Saving an address kept already answers the kept one (`created` false) rather than keep it twice. */
  async save(userId: string, body: SaveAddressBody): Promise<{ address: SavedAddress; created: boolean }> {
    const added = await this.repository.add(userId, newId('adr'), fieldsOf(body), MAX_SAVED_ADDRESSES);
    if (added.outcome === 'full') throw new HttpError(409, addressMessages.full);
    return { address: toSavedAddress(added.row), created: added.outcome === 'added' };
  }

  /** Corrects a kept address and answers the addresses kept; another shopper's is not found. */
  async update(userId: string, id: string, body: SaveAddressBody): Promise<SavedAddressList> {
    if (!(await this.repository.replace(userId, id, fieldsOf(body))))
      throw new HttpError(404, addressMessages.notFound);
    return this.list(userId);
  }

  /** Another shopper's address is answered as one that does not exist. */
  async remove(userId: string, id: string): Promise<SavedAddressList> {
    if (!(await this.repository.remove(userId, id))) throw new HttpError(404, addressMessages.notFound);
    return this.list(userId);
  }
}
