import type { PricingSettings, Settings, ShopContact } from '@brass/shared/contract';
import { pricingKeys, storedPricing } from './pricing.js';
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
  /** `defaultPricing`: what the shop charges for each pricing setting the owner never set. */
  constructor(
    private readonly settings: SettingsRepository,
    private readonly defaultPricing: PricingSettings,
  ) {}

  /** The named settings, each from the table or else its default. */
  async pick<K extends keyof Settings>(...keys: K[]): Promise<Pick<Settings, K>> {
    const stored = await this.settings.values(keys);
    return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? defaultSettings[key]])) as Pick<
      Settings,
      K
    >;
  }

  /** How shoppers reach the shop: null where the owner gave nothing. */
  async shopContact(): Promise<ShopContact> {
    return shopContactOf(await this.settings.values(Object.values(contactKeys)));
  }

  /** The tax rate, the cart page's delivery fee and the free-delivery threshold the shop charges by now. */
  async pricing(): Promise<PricingSettings> {
    return storedPricing(await this.settings.values(Object.values(pricingKeys)), this.defaultPricing);
  }
}
