/*
 * Stand-in for https://checkout.razorpay.com/v1/checkout.js, served by the sandbox.
 * Same surface as the real script: `new Razorpay(options)`, `.open()`, `.close()`,
 * `.on('payment.failed', callback)`, `options.handler` and `options.modal.ondismiss`.
 * Instead of a payment form it shows a dialog with three buttons: Pay, Fail and Dismiss.
 * Plain ES2019 with no dependencies, as the page loads it with a script tag.
 */
(function (serviceBase) {
  'use strict';

  var dialogCount = 0;

  function formatAmount(amount, currency) {
    var code = currency || 'INR';
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: code }).format(amount / 100);
    } catch (unknownCurrency) {
      return code + ' ' + (amount / 100).toFixed(2);
    }
  }

  function post(path, body) {
    return fetch(serviceBase + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw json;
        return json;
      });
    });
  }

  function element(tag, style, text) {
    var node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(label, style) {
    var node = element('button', style, label);
    node.type = 'button';
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: the key option is required');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
    this.returnFocus = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    this.overlay.remove();
    this.overlay = null;
    if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var self = this;
    var options = this.options;
    var prefill = options.prefill || {};
    var accent = (options.theme && options.theme.color) || '#3395ff';
    var headingId = 'razorpay-sandbox-title-' + (dialogCount += 1);

    var overlay = element(
      'div',
      'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'background:rgba(15,23,42,0.55);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
    );
    var dialog = element(
      'div',
      'width:min(360px,calc(100vw - 32px));background:#fff;color:#1e293b;border-radius:12px;' +
        'box-shadow:0 20px 50px rgba(0,0,0,0.3);overflow:hidden;',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', headingId);

    var header = element('div', 'background:' + accent + ';color:#fff;padding:16px 20px;');
    var heading = element('h2', 'margin:0;font-size:18px;font-weight:600;', 'Razorpay Sandbox');
    heading.id = headingId;
    header.appendChild(heading);
    if (options.name) header.appendChild(element('p', 'margin:4px 0 0;font-size:14px;opacity:0.9;', options.name));

    var body = element('div', 'padding:20px;');
    if (options.description) body.appendChild(element('p', 'margin:0 0 8px;font-size:14px;', options.description));
    body.appendChild(
      element('p', 'margin:0 0 4px;font-size:28px;font-weight:700;', formatAmount(options.amount, options.currency)),
    );
    body.appendChild(element('p', 'margin:0 0 16px;font-size:12px;color:#64748b;', 'Test mode: no money moves.'));
    var status = element('p', 'margin:0 0 12px;min-height:1em;font-size:13px;color:#b91c1c;');
    status.setAttribute('role', 'status');
    body.appendChild(status);

    var actions = element('div', 'display:flex;gap:8px;');
    var base = 'flex:1;padding:10px 12px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;';
    var pay = button('Pay', base + 'border:0;background:' + accent + ';color:#fff;');
    var fail = button('Fail', base + 'border:1px solid #dc2626;background:#fff;color:#dc2626;');
    var dismiss = button('Dismiss', base + 'border:1px solid #cbd5e1;background:#fff;color:#334155;');
    var buttons = [pay, fail, dismiss];
    buttons.forEach(function (node) {
      actions.appendChild(node);
    });
    body.appendChild(actions);
    dialog.appendChild(header);
    dialog.appendChild(body);
    overlay.appendChild(dialog);

    var attempt = {
      key: options.key,
      order_id: options.order_id,
      email: prefill.email,
      contact: prefill.contact,
      description: options.description,
      notes: options.notes,
    };

    var pending = false;

    function busy(isBusy) {
      pending = isBusy;
      buttons.forEach(function (node) {
        node.disabled = isBusy;
      });
      status.textContent = isBusy ? 'Processing…' : '';
    }

    function refused(error) {
      busy(false);
      status.textContent =
        (error && error.error && error.error.description) || 'Razorpay could not be reached. Try again.';
      pay.focus();
    }

    function dismissed() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    pay.addEventListener('click', function () {
      busy(true);
      post('/__sandbox/pay', attempt).then(function (response) {
        self.close();
        if (typeof options.handler === 'function') options.handler(response);
      }, refused);
    });

    fail.addEventListener('click', function () {
      busy(true);
      post('/__sandbox/fail', attempt).then(function (failure) {
        self.close();
        self.emit('payment.failed', failure);
      }, refused);
    });

    dismiss.addEventListener('click', dismissed);

    overlay.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        // While Razorpay answers, the outcome belongs to Pay or Fail, not to a dismissal.
        if (!pending) dismissed();
      } else if (event.key === 'Tab') {
        // Keep focus inside the modal dialog, as aria-modal promises.
        var enabled = buttons.filter(function (node) {
          return !node.disabled;
        });
        if (enabled.length === 0) return;
        var first = enabled[0];
        var last = enabled[enabled.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });

    this.returnFocus = document.activeElement;
    this.overlay = overlay;
    document.body.appendChild(overlay);
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})('__SANDBOX_SERVICE_BASE__');
