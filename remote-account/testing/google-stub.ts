import type {
  GoogleButtonOptions,
  GoogleCredentialResponse,
} from '../src/features/auth/utils/google-identity';

/**
 * Google Identity Services as the page sees it after the script has run: the rendered button hands
 * `credential` to the callback given to initialize().
 */
export function installGoogleStub(credential = 'google-id-token') {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const initialize = vi.fn((options: { client_id: string; callback: typeof callback }) => {
    callback = options.callback;
  });
  const renderButton = vi.fn((parent: HTMLElement, _options: GoogleButtonOptions) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Sign in with Google';
    button.addEventListener('click', () => callback?.({ credential }));
    parent.append(button);
  });
  window.google = { accounts: { id: { initialize, renderButton } } };
  return { initialize, renderButton };
}
