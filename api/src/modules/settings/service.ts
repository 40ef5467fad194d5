import type { CodCaps } from '@brass/shared/contracts/admin-settings';
import type { Settings } from '@brass/shared/contracts/catalog';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import type { ShopContact } from '@brass/shared/contracts/content';
import { LRUCache } from 'lru-cache';
import { finishDroppedLoads } from '../../lib/finish-dropped-loads.js';
import { lutNumberKey, storedAbroad } from './abroad.js';
import { codCapKeys, defaultCodCaps, storedCodCaps } from './cod-caps.js';
import { pricingKeys, pricingStoreKeys, storedPricing } from './pricing.js';
import { staffRefundLimitKey, storedStaffRefundLimit } from './refund-limit.js';
import { returnWindowDaysKey, storedReturnWindowDays } from './return-window.js';
import type { SettingsRepository } from './repository.js';

/** The default home-page texts, used whenever the settings table lacks a key. */
export const defaultSettings: Settings = {
  mostPopularTitle: 'Most Popular',
  newArrivalsTitle: 'New Arrivals',
  shippingText: 'We offer free shipping within India',
  shippingEmoji1: '🚚',
  shippingEmoji2: '🪔',
};

/** Where each of the shop's contact details is kept in the settings table; one not given has no row. */
export const contactKeys = {
  address: 'shopAddress',
  phone: 'shopPhone',
  whatsapp: 'shopWhatsapp',
  email: 'shopEmail',
  gstin: 'shopGstin',
} as const satisfies Record<keyof ShopContact, string>;

export function shopContactOf(stored: Map<string, string>): ShopContact {
  return Object.fromEntries(
    Object.entries(contactKeys).map(([field, key]) => [field, stored.get(key) ?? null]),
  ) as ShopContact;
}

export class SettingsService {
  /**
   * The answers of the shop's settings reads, which every page asks (the host for the footer, the home
   * page, the cart) and which change only when the owner saves: kept 10 s by each process, forgotten
   * at once in the process that saved (`forget`).
   */
  private readonly answers = new LRUCache<string, object, () => Promise<object>>({
    ...finishDroppedLoads,
    max: 10,
    ttl: 10_000,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });

  /** `defaultPricing`: what the shop charges for each pricing setting the owner never set. */
  constructor(
    private readonly settings: SettingsRepository,
    private readonly defaultPricing: PricingSettings,
  ) {}

  /** Called after the owner saved the settings, so that this process answers them at once. */
  forget(): void {
    this.answers.clear();
  }

  /** The named settings, each from the table or else its default. */
  pick<K extends keyof Settings>(...keys: K[]): Promise<Pick<Settings, K>> {
    return this.answer(keys.join(), async () => {
      const stored = await this.settings.values(keys);
      return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? defaultSettings[key]])) as Pick<
        Settings,
        K
      >;
    });
  }

  /** How shoppers reach the shop: null where the owner gave nothing. */
  shopContact(): Promise<ShopContact> {
    return this.answer('contact', async () =>
      shopContactOf(await this.settings.values(Object.values(contactKeys))),
    );
  }

  /**
   * The pricing as the cart and checkout show it, from the same cache as the other reads. Orders are
   * charged with `pricing`, read afresh, so a price is never one another process changed seconds ago.
   */
  shownPricing(): Promise<PricingSettings> {
    return this.answer('pricing', () => this.pricing());
  }

  /**
   * The tax rate, the cart page's delivery fee, the free-delivery threshold, the exchange rates and
   * whether exports are zero-rated, as the shop charges by now.
   */
  async pricing(): Promise<PricingSettings> {
    return storedPricing(await this.settings.values(pricingStoreKeys), this.defaultPricing);
  }

  /** The owner's caps on a shopper's open cash on delivery orders, read afresh like `pricing`. */
  async codCaps(): Promise<CodCaps> {
    const stored = await this.settings.values([...Object.values(pricingKeys), ...Object.values(codCapKeys)]);
    return storedCodCaps(stored, defaultCodCaps(storedPricing(stored, this.defaultPricing).codLimit));
  }

  /** The number of the letter of undertaking exports are zero-rated under, read afresh; null: none. */
  async lutNumber(): Promise<string | null> {
    return storedAbroad(await this.settings.values([lutNumberKey])).lutNumber;
  }

  /** Whole rupees of an order staff may refund in all, read afresh: a refund is money going out. */
  async staffRefundLimit(): Promise<number> {
    return storedStaffRefundLimit(await this.settings.values([staffRefundLimitKey]));
  }

  /** Days after delivery a shopper may ask to return pieces, read afresh. */
  async returnWindowDays(): Promise<number> {
    return storedReturnWindowDays(await this.settings.values([returnWindowDaysKey]));
  }

  /** Each answer is one object for as long as it is kept, so its route turns it into JSON once. */
  private answer<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answers.forceFetch(key, { context: load }) as Promise<T>;
  }
}
