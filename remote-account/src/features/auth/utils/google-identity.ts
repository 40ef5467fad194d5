import { loadScriptGlobal } from '@brass/shared/load-script';

/** The part of Google Identity Services (accounts.google.com/gsi/client) the sign-in page uses. */
export interface GoogleCredentialResponse {
  credential: string;
}

export interface GoogleButtonOptions {
  type: 'standard' | 'icon';
  theme: 'outline' | 'filled_blue' | 'filled_black';
  size: 'large' | 'medium' | 'small';
  text: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment: 'left' | 'center';
  /** Pixels, at most 400. */
  width: number;
}

export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** Adds the script once per page, however often the sign-in page mounts; a failed load may be retried. */
export function loadGoogleIdentity(src: string): Promise<GoogleIdentity> {
  return loadScriptGlobal(src, () => window.google?.accounts?.id, 'google.accounts.id');
}
