import type { AdminSettings, AdminSettingsBody } from '@brass/shared/contracts/admin-settings';
import type { PricingSettings } from '@brass/shared/contracts/checkout';
import type { ShopContact } from '@brass/shared/contracts/content';
import type { AuditService } from '../audit/service.js';
import { abroadEntries, abroadKeys, indianDayOf, storedAbroad } from './abroad.js';
import { codCapEntries, codCapKeys, defaultCodCaps, storedCodCaps } from './cod-caps.js';
import { pricingEntries, pricingKeys, storedPricing } from './pricing.js';
import { DEFAULT_STAFF_REFUND_LIMIT, staffRefundLimitKey, storedStaffRefundLimit } from './refund-limit.js';
import type { SettingsRepository } from './repository.js';
import { DEFAULT_RETURN_WINDOW_DAYS, returnWindowDaysKey, storedReturnWindowDays } from './return-window.js';
import { contactKeys, defaultSettings, shopContactOf, type SettingsService } from './service.js';

const homeKeys = ['mostPopularTitle', 'newArrivalsTitle', 'shippingText'] as const;
const allKeys = [
  ...homeKeys,
  ...Object.values(contactKeys),
  ...Object.values(pricingKeys),
  ...abroadKeys,
  ...Object.values(codCapKeys),
  staffRefundLimitKey,
  returnWindowDaysKey,
];

/**
 * The settings as key -> value; a detail left empty is no row at all. A group not given is left out.
 * `stored` and `today` date an exchange rate the save changes.
 */
function entriesOf(
  { home, contact, pricing, abroad, cashOnDelivery, refunds, returns }: AdminSettingsBody,
  stored: Map<string, string>,
  today: string,
): Map<string, string | null> {
  return new Map<string, string | null>([
    ...homeKeys.map((key) => [key, home[key]] as const),
    ...Object.entries(contactKeys).map(([field, key]) => [key, contact[field as keyof ShopContact]] as const),
    ...(pricing ? pricingEntries(pricing) : []),
    ...(abroad ? abroadEntries(abroad, stored, today) : []),
    ...(cashOnDelivery ? codCapEntries(cashOnDelivery) : []),
    ...(refunds ? [[staffRefundLimitKey, String(refunds.staffLimit)] as const] : []),
    ...(returns ? [[returnWindowDaysKey, String(returns.windowDays)] as const] : []),
  ]);
}

/**
 * The owner's settings: the home page's texts, the shop's contact details, its pricing, what it needs
 * to sell abroad, the caps on cash on delivery, how much of an order staff may refund and the return
 * window, in the settings table. A save is written to the audit log in its transaction, naming the
 * settings it changed.
 */
export class SettingsAdminService {
  /** The shop's pricing and refund limit without a setting stored (the defaults the API was started with). */
  private readonly numberDefaults: Map<string, string | null>;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly audit: AuditService,
    private readonly defaultPricing: PricingSettings,
    /** The shop's reads, told when a save changed what they answer. */
    private readonly shop: Pick<SettingsService, 'forget'>,
  ) {
    this.numberDefaults = new Map([
      ...pricingEntries(defaultPricing),
      [staffRefundLimitKey, String(DEFAULT_STAFF_REFUND_LIMIT)],
      [returnWindowDaysKey, String(DEFAULT_RETURN_WINDOW_DAYS)],
    ]);
  }

  async settings(): Promise<AdminSettings> {
    return this.settingsOf(await this.repository.values(allKeys));
  }

  async update(actorId: string, body: AdminSettingsBody): Promise<AdminSettings> {
    await this.repository.transaction(async (settings, tx) => {
      const stored = await settings.lock(allKeys);
      // A pricing setting, cap or limit saved as the default it already is stays unstored, so that it
      // keeps following the shop's default (the value cap follows the COD limit this save leaves).
      const entries = entriesOf(body, stored, indianDayOf(new Date()));
      const codLimit = Number(
        entries.get(pricingKeys.codLimit) ?? stored.get(pricingKeys.codLimit) ?? this.defaultPricing.codLimit,
      );
      const defaults = new Map([...this.numberDefaults, ...codCapEntries(defaultCodCaps(codLimit))]);
      const current = (key: string) => stored.get(key) ?? defaults.get(key) ?? null;
      const changed = [...entries].filter(([key, value]) => current(key) !== value);
      if (changed.length === 0) return;
      for (const [key, value] of changed) {
        if (value === null) await settings.remove([key]);
        else await settings.write(key, value);
      }
      await this.audit.record(tx, {
        actorId,
        action: 'settings.updated',
        target: 'settings',
        details: Object.fromEntries(changed.map(([key, value]) => [key, value ?? '(removed)'])),
      });
    });
    this.shop.forget();
    return this.settings();
  }

  private settingsOf(stored: Map<string, string>): AdminSettings {
    const pricing = storedPricing(stored, this.defaultPricing);
    return {
      home: Object.fromEntries(
        homeKeys.map((key) => [key, stored.get(key) ?? defaultSettings[key]]),
      ) as AdminSettings['home'],
      contact: shopContactOf(stored),
      pricing,
      abroad: storedAbroad(stored),
      cashOnDelivery: storedCodCaps(stored, defaultCodCaps(pricing.codLimit)),
      refunds: { staffLimit: storedStaffRefundLimit(stored) },
      returns: { windowDays: storedReturnWindowDays(stored) },
    };
  }
}
