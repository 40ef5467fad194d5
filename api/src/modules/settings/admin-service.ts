import type { AdminSettings, AdminSettingsBody, ShopContact } from '@brass/shared/contract';
import type { AuditService } from '../audit/service.js';
import type { SettingsRepository } from './repository.js';
import { contactKeys, defaultSettings, shopContactOf } from './service.js';

const homeKeys = ['mostPopularTitle', 'newArrivalsTitle', 'shippingText'] as const;
const allKeys = [...homeKeys, ...Object.values(contactKeys)];

function settingsOf(stored: Map<string, string>): AdminSettings {
  return {
    home: Object.fromEntries(
      homeKeys.map((key) => [key, stored.get(key) ?? defaultSettings[key]]),
    ) as AdminSettings['home'],
    contact: shopContactOf(stored),
  };
}

/** The settings as key -> value; a detail left empty is no row at all. */
function entriesOf({ home, contact }: AdminSettingsBody): Map<string, string | null> {
  return new Map<string, string | null>([
    ...homeKeys.map((key) => [key, home[key]] as const),
    ...Object.entries(contactKeys).map(([field, key]) => [key, contact[field as keyof ShopContact]] as const),
  ]);
}

/**
 * The owner's settings: the home page's texts and the shop's contact details, in the settings table.
 * A save is written to the audit log in its transaction, naming the settings it changed.
 */
export class SettingsAdminService {
  constructor(
    private readonly repository: SettingsRepository,
    private readonly audit: AuditService,
  ) {}

  async settings(): Promise<AdminSettings> {
    return settingsOf(await this.repository.values(allKeys));
  }

  async update(actorId: string, body: AdminSettingsBody): Promise<AdminSettings> {
    await this.repository.transaction(async (settings, tx) => {
      const stored = await settings.lock(allKeys);
      const changed = [...entriesOf(body)].filter(([key, value]) => (stored.get(key) ?? null) !== value);
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
    return this.settings();
  }
}
