import type { AdminSettings } from '@brass/shared/contracts/admin-settings';
import { useState } from 'react';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useSettings } from '../api/settings';
import { SettingsForm } from './SettingsForm';

/**
 * `/admin/settings`: the home page's texts, how shoppers reach the shop, what it charges and how much
 * staff may refund. Only the owner changes them; staff see them with the form disabled.
 */
export function SettingsScreen({ canChange }: { canChange: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useSettings(attempt);
  return (
    <>
      <ScreenHeader title="Settings">
        Change the home page&apos;s titles and shipping banner, the contact details shoppers see, and the tax
        and delivery charges of the cart and checkout.
      </ScreenHeader>
      <LoadState
        state={loaded}
        loading="Loading the settings..."
        onRetry={() => setAttempt((count) => count + 1)}
      >
        {(settings: AdminSettings) => <SettingsForm settings={settings} canChange={canChange} />}
      </LoadState>
    </>
  );
}
