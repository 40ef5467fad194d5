/*
 * Stand-in for Google Identity Services (https://accounts.google.com/gsi/client), served by the sandbox.
 * Same surface as the real script: `google.accounts.id.initialize({client_id, callback})`,
 * `renderButton(parent, options)`, `prompt()`, `disableAutoSelect()` and `cancel()`. The button opens
 * a local account chooser where any email signs in; the callback receives `{credential, select_by}`
 * with an RS256 ID token the sandbox signed.
 * Plain ES2019 with no dependencies, as the page loads it with a script tag.
 */
((serviceBase) => {
  'use strict';

  let settings = null;
  let chooser = null;
  let returnFocus = null;
  let chooserCount = 0;

  const googleMark =
    '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">' +
    '<path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/>' +
    '<path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/>' +
    '<path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/>' +
    '<path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>';

  const element = (tag, style, text) => {
    const node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const closeChooser = () => {
    if (!chooser) return;
    chooser.remove();
    chooser = null;
    if (returnFocus && typeof returnFocus.focus === 'function') returnFocus.focus();
  };

  const field = (labelText, input) => {
    const label = element('label', 'display:block;margin:0 0 12px;font-size:14px;color:#3c4043;', labelText);
    input.setAttribute(
      'style',
      'display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:10px 12px;font-size:15px;' +
        'border:1px solid #dadce0;border-radius:6px;',
    );
    label.appendChild(input);
    return label;
  };

  const input = (type, name) => {
    const node = document.createElement('input');
    node.type = type;
    node.name = name;
    node.autocomplete = name;
    return node;
  };

  const requestToken = async (account) => {
    const response = await fetch(`${serviceBase}/__sandbox/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    const json = await response.json();
    if (!response.ok) throw json;
    return json.credential;
  };

  const openChooser = () => {
    if (chooser) return;
    if (!settings || !settings.client_id) {
      console.error(
        "[GSI_LOGGER]: Missing required parameter 'client_id'. Call google.accounts.id.initialize first.",
      );
      return;
    }
    const { client_id: clientId, callback } = settings;
    const headingId = `gsi-sandbox-title-${(chooserCount += 1)}`;
    const overlay = element(
      'div',
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'background:rgba(32,33,36,0.5);font-family:Roboto,Arial,sans-serif;',
    );
    const dialog = element(
      'div',
      'width:min(380px,calc(100vw - 32px));background:#fff;color:#202124;border-radius:12px;padding:24px;' +
        'box-shadow:0 12px 40px rgba(0,0,0,0.3);',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', headingId);

    const heading = element('h2', 'margin:0 0 4px;font-size:20px;font-weight:500;', 'Choose an account');
    heading.id = headingId;
    dialog.appendChild(heading);
    dialog.appendChild(
      element('p', 'margin:0 0 16px;font-size:13px;color:#5f6368;', 'Google Sandbox: any email signs in.'),
    );

    const form = document.createElement('form');
    const email = input('email', 'email');
    email.required = true;
    const name = input('text', 'name');
    form.appendChild(field('Email', email));
    form.appendChild(field('Name (optional)', name));
    const status = element('p', 'margin:0 0 12px;min-height:1em;font-size:13px;color:#d93025;');
    status.setAttribute('role', 'status');
    form.appendChild(status);

    const actions = element('div', 'display:flex;justify-content:flex-end;gap:8px;');
    const base = 'padding:9px 18px;border-radius:6px;font-size:14px;font-weight:500;cursor:pointer;';
    const cancel = element(
      'button',
      `${base}border:1px solid #dadce0;background:#fff;color:#1a73e8;`,
      'Cancel',
    );
    cancel.type = 'button';
    const proceed = element('button', `${base}border:0;background:#1a73e8;color:#fff;`, 'Continue');
    proceed.type = 'submit';
    actions.appendChild(cancel);
    actions.appendChild(proceed);
    form.appendChild(actions);
    dialog.appendChild(form);
    overlay.appendChild(dialog);

    cancel.addEventListener('click', closeChooser);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      proceed.disabled = true;
      status.textContent = '';
      requestToken({ email: email.value, name: name.value, client_id: clientId }).then(
        (credential) => {
          closeChooser();
          if (typeof callback === 'function') callback({ credential, select_by: 'user' });
        },
        (error) => {
          proceed.disabled = false;
          status.textContent =
            (error && error.error_description) || 'Google could not be reached. Try again.';
        },
      );
    });

    overlay.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeChooser();
      } else if (event.key === 'Tab') {
        // Keep focus inside the modal dialog, as aria-modal promises.
        const last = proceed.disabled ? cancel : proceed;
        if (event.shiftKey && document.activeElement === email) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          email.focus();
        }
      }
    });

    returnFocus = document.activeElement;
    chooser = overlay;
    document.body.appendChild(overlay);
    email.focus();
  };

  const renderButton = (parent, options = {}) => {
    const filled = options.theme === 'filled_blue' || options.theme === 'filled_black';
    const colours = { filled_black: '#202124', filled_blue: '#1a73e8' };
    const background = colours[options.theme] || '#fff';
    const height = { small: 32, medium: 36 }[options.size] || 40;
    const radius = options.shape === 'pill' || options.shape === 'circle' ? '999px' : '4px';
    const button = element(
      'button',
      'display:inline-flex;align-items:center;justify-content:center;gap:10px;box-sizing:border-box;' +
        `height:${height}px;padding:0 14px;font:500 14px Roboto,Arial,sans-serif;cursor:pointer;` +
        `border-radius:${radius};border:1px solid ${filled ? background : '#dadce0'};` +
        `background:${background};color:${filled ? '#fff' : '#3c4043'};` +
        (options.width ? `width:${Number(options.width)}px;` : ''),
    );
    button.type = 'button';
    const mark = element('span', 'display:inline-flex;background:#fff;border-radius:2px;padding:1px;');
    mark.innerHTML = googleMark;
    button.appendChild(mark);
    button.appendChild(element('span', '', 'Sign in with Google'));
    button.addEventListener('click', openChooser);
    parent.replaceChildren(button);
  };

  const google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize: (options) => {
      settings = options || {};
    },
    renderButton,
    // One Tap and auto sign-in are not imitated: the button is the only way in.
    prompt: () => {},
    disableAutoSelect: () => {},
    cancel: closeChooser,
  };
})('__SANDBOX_SERVICE_BASE__');
