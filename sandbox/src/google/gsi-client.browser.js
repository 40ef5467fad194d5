/*
 * Stand-in for Google Identity Services (https://accounts.google.com/gsi/client), served by the sandbox.
 * Same surface as the real script: `google.accounts.id.initialize({client_id, callback})`,
 * `renderButton(parent, options)`, `prompt()`, `disableAutoSelect()` and `cancel()`. The button opens
 * a local account chooser where any email signs in; the callback receives `{credential, select_by}`
 * with an RS256 ID token the sandbox signed.
 * Plain ES2019 with no dependencies, as the page loads it with a script tag.
 */
(function (serviceBase) {
  'use strict';

  var settings = null;
  var chooser = null;
  var returnFocus = null;
  var chooserCount = 0;

  var googleMark =
    '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 48 48">' +
    '<path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"/>' +
    '<path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"/>' +
    '<path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"/>' +
    '<path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"/></svg>';

  function element(tag, style, text) {
    var node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function closeChooser() {
    if (!chooser) return;
    chooser.remove();
    chooser = null;
    if (returnFocus && typeof returnFocus.focus === 'function') returnFocus.focus();
  }

  function field(labelText, input) {
    var label = element('label', 'display:block;margin:0 0 12px;font-size:14px;color:#3c4043;', labelText);
    input.setAttribute(
      'style',
      'display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:10px 12px;font-size:15px;' +
        'border:1px solid #dadce0;border-radius:6px;',
    );
    label.appendChild(input);
    return label;
  }

  function openChooser() {
    if (chooser) return;
    if (!settings || !settings.client_id) {
      console.error("[GSI_LOGGER]: Missing required parameter 'client_id'. Call google.accounts.id.initialize first.");
      return;
    }
    var headingId = 'gsi-sandbox-title-' + (chooserCount += 1);
    var overlay = element(
      'div',
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'background:rgba(32,33,36,0.5);font-family:Roboto,Arial,sans-serif;',
    );
    var dialog = element(
      'div',
      'width:min(380px,calc(100vw - 32px));background:#fff;color:#202124;border-radius:12px;padding:24px;' +
        'box-shadow:0 12px 40px rgba(0,0,0,0.3);',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', headingId);

    var heading = element('h2', 'margin:0 0 4px;font-size:20px;font-weight:500;', 'Choose an account');
    heading.id = headingId;
    dialog.appendChild(heading);
    dialog.appendChild(
      element('p', 'margin:0 0 16px;font-size:13px;color:#5f6368;', 'Google Sandbox: any email signs in.'),
    );

    var form = document.createElement('form');
    var email = document.createElement('input');
    email.type = 'email';
    email.name = 'email';
    email.required = true;
    email.autocomplete = 'email';
    var name = document.createElement('input');
    name.type = 'text';
    name.name = 'name';
    name.autocomplete = 'name';
    form.appendChild(field('Email', email));
    form.appendChild(field('Name (optional)', name));
    var status = element('p', 'margin:0 0 12px;min-height:1em;font-size:13px;color:#d93025;');
    status.setAttribute('role', 'status');
    form.appendChild(status);

    var actions = element('div', 'display:flex;justify-content:flex-end;gap:8px;');
    var base = 'padding:9px 18px;border-radius:6px;font-size:14px;font-weight:500;cursor:pointer;';
    var cancel = element('button', base + 'border:1px solid #dadce0;background:#fff;color:#1a73e8;', 'Cancel');
    cancel.type = 'button';
    var proceed = element('button', base + 'border:0;background:#1a73e8;color:#fff;', 'Continue');
    proceed.type = 'submit';
    actions.appendChild(cancel);
    actions.appendChild(proceed);
    form.appendChild(actions);
    dialog.appendChild(form);
    overlay.appendChild(dialog);

    var clientId = settings.client_id;
    var callback = settings.callback;

    cancel.addEventListener('click', closeChooser);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      proceed.disabled = true;
      status.textContent = '';
      fetch(serviceBase + '/__sandbox/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.value, name: name.value, client_id: clientId }),
      })
        .then(function (response) {
          return response.json().then(function (json) {
            if (!response.ok) throw json;
            return json;
          });
        })
        .then(
          function (answer) {
            closeChooser();
            if (typeof callback === 'function') callback({ credential: answer.credential, select_by: 'user' });
          },
          function (error) {
            proceed.disabled = false;
            status.textContent = (error && error.error_description) || 'Google could not be reached. Try again.';
          },
        );
    });

    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeChooser();
      } else if (event.key === 'Tab') {
        // Keep focus inside the modal dialog, as aria-modal promises.
        var first = email;
        var last = proceed.disabled ? cancel : proceed;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });

    returnFocus = document.activeElement;
    chooser = overlay;
    document.body.appendChild(overlay);
    email.focus();
  }

  function renderButton(parent, options) {
    var look = options || {};
    var filled = look.theme === 'filled_blue' || look.theme === 'filled_black';
    var background = look.theme === 'filled_black' ? '#202124' : look.theme === 'filled_blue' ? '#1a73e8' : '#fff';
    var height = look.size === 'small' ? 32 : look.size === 'medium' ? 36 : 40;
    var button = element(
      'button',
      'display:inline-flex;align-items:center;justify-content:center;gap:10px;box-sizing:border-box;' +
        'height:' +
        height +
        'px;padding:0 14px;font:500 14px Roboto,Arial,sans-serif;cursor:pointer;' +
        'border-radius:' +
        (look.shape === 'pill' || look.shape === 'circle' ? '999px' : '4px') +
        ';border:1px solid ' +
        (filled ? background : '#dadce0') +
        ';background:' +
        background +
        ';color:' +
        (filled ? '#fff' : '#3c4043') +
        ';' +
        (look.width ? 'width:' + Number(look.width) + 'px;' : ''),
    );
    button.type = 'button';
    var mark = element('span', 'display:inline-flex;background:#fff;border-radius:2px;padding:1px;');
    mark.innerHTML = googleMark;
    button.appendChild(mark);
    button.appendChild(element('span', '', 'Sign in with Google'));
    button.addEventListener('click', openChooser);
    parent.replaceChildren(button);
  }

  var google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize: function (options) {
      settings = options || {};
    },
    renderButton: renderButton,
    // One Tap and auto sign-in are not imitated: the button is the only way in.
    prompt: function () {},
    disableAutoSelect: function () {},
    cancel: closeChooser,
  };
})('__SANDBOX_SERVICE_BASE__');
