import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { buildSandbox } from '../app.js';

const clientId = 'brass-page.apps.googleusercontent.com';

/** The part of Google Identity Services the shop uses. */
interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: unknown) => void }): void;
  renderButton(parent: Element, options: object): void;
  prompt(): void;
  disableAutoSelect(): void;
}
type PageWindow = JSDOM['window'] & { google: { accounts: { id: GoogleIdentity } } };

let app: FastifyInstance;
let base: string;
let script: string;
let page: PageWindow;
let callback: Mock<(response: unknown) => void>;

beforeAll(async () => {
  app = buildSandbox({ logLevel: 'silent' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  script = await (await fetch(`${base}/google/gsi/client`)).text();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  // The login page of remote-account, on its own origin, loading the Identity Services script.
  const dom = new JSDOM('<!doctype html><html><body><div id="google-button"></div></body></html>', {
    url: 'http://localhost:5176/login',
    runScripts: 'dangerously',
  });
  page = dom.window as PageWindow;
  // jsdom has no fetch of its own; Node's stands in for the browser's.
  Object.assign(page, { fetch });
  const tag = page.document.createElement('script');
  tag.textContent = script;
  page.document.body.appendChild(tag);

  callback = vi.fn<(response: unknown) => void>();
  const identity = page.google.accounts.id;
  identity.initialize({ client_id: clientId, callback });
  identity.renderButton(page.document.getElementById('google-button') as Element, {
    theme: 'outline',
    size: 'large',
  });
  identity.prompt();
});

const chooser = () => page.document.querySelector('[role="dialog"]');

function signInButton(): HTMLButtonElement {
  const button = page.document.querySelector<HTMLButtonElement>('#google-button button');
  if (!button) throw new Error('No button rendered');
  return button;
}

/** As a pointer click does in a browser: focus the button, then click it. */
function openChooser(): void {
  signInButton().focus();
  signInButton().click();
}

function labelled(name: string): HTMLInputElement {
  const label = [...(chooser()?.querySelectorAll('label') ?? [])].find(
    (node) => node.firstChild?.textContent === name,
  );
  const input = label?.querySelector('input');
  if (!input) throw new Error(`No input labelled ${name}`);
  return input;
}

function chooserButton(name: string): HTMLButtonElement {
  const button = [...(chooser()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === name);
  if (!button) throw new Error(`No button named ${name}`);
  return button;
}

describe('Google Identity Services stand-in in a page', () => {
  it('renders a "Sign in with Google" button that opens an accessible account chooser', () => {
    expect(signInButton().textContent).toBe('Sign in with Google');
    openChooser();
    const dialog = chooser();
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(page.document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Choose an account',
    );
    const email = labelled('Email');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(page.document.activeElement).toBe(email);
  });

  it('Continue hands the callback an ID token for the typed account that verifies against the JWKS', async () => {
    openChooser();
    labelled('Email').value = 'meera.nair@example.in';
    labelled('Name (optional)').value = 'Meera Nair';
    chooserButton('Continue').click();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));

    const response = callback.mock.calls[0]?.[0] as { credential: string; select_by: string };
    expect(response.select_by).toBe('user');
    const { payload } = await jwtVerify(
      response.credential,
      createRemoteJWKSet(new URL(`${base}/google/oauth2/v3/certs`)),
      {
        issuer: 'https://accounts.google.com',
        audience: clientId,
      },
    );
    expect(payload).toMatchObject({
      email: 'meera.nair@example.in',
      name: 'Meera Nair',
      email_verified: true,
    });
    expect(chooser()).toBeNull();
    expect(page.document.activeElement).toBe(signInButton());
  });

  it('does not continue without an email', () => {
    openChooser();
    chooserButton('Continue').click();
    // The browser's own validation of the required field stops the form: nothing was sent.
    expect(chooserButton('Continue').disabled).toBe(false);
    expect(chooser()).not.toBeNull();
    expect(callback).not.toHaveBeenCalled();
  });

  it('Cancel and Escape close the chooser without signing in', () => {
    openChooser();
    chooserButton('Cancel').click();
    expect(chooser()).toBeNull();

    openChooser();
    labelled('Email').dispatchEvent(new page.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(chooser()).toBeNull();
    expect(callback).not.toHaveBeenCalled();
  });
});
