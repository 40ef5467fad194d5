import { useState } from 'react';
import buttons from '../../../components/Button.module.css';

interface Props {
  /** What it says: 'Send again'. */
  label: string;
  /** What it says while the API works: 'Queuing...'. */
  working: string;
  /** Its accessible name, naming the thing it acts on, since a list holds many alike. */
  name: string;
  /** Settles when the API has answered. */
  onPress: () => Promise<void>;
}

/** The dashboard's "try again" for one stuck job, disabled while its request runs. */
export function TryAgainButton({ label, working, name, onPress }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${buttons.quiet} ${buttons.small}`}
      disabled={busy}
      aria-label={name}
      onClick={() => {
        setBusy(true);
        void onPress().finally(() => setBusy(false));
      }}
    >
      {busy ? working : label}
    </button>
  );
}
