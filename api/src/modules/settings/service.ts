import type { Settings } from '@brass/shared/contract';
import type { SettingsRepository } from './repository.js';

/** The default home-page texts, used whenever the settings table lacks a key. */
export const defaultSettings: Settings = {
  mostPopularTitle: 'Most Popular',
  newArrivalsTitle: 'New Arrivals',
  shippingText: 'We offer free shipping within India',
  shippingEmoji1: '🚚',
  shippingEmoji2: '🪔',
};

export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  /** The named settings, each from the table or else its default. */
  async pick<K extends keyof Settings>(...keys: K[]): Promise<Pick<Settings, K>> {
    const stored = await this.settings.values(keys);
    return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? defaultSettings[key]])) as Pick<
      Settings,
      K
    >;
  }
}
