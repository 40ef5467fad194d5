/*
 * Stand-in for https://checkout.razorpay.com/v1/checkout.js, served by the sandbox.
 * Same surface as the real script: `new Razorpay(options)`, `.open()`, `.close()`,
 * `.on('payment.failed', callback)`, `options.handler` and `options.modal.ondismiss`.
 * Instead of a payment form it shows a dialog with a choice of two test cards, one issued in India and
 * one abroad (Razorpay's international card flow, still charged in the order's rupees), and three
 * buttons: Pay, Fail and Dismiss.
 * Plain ES2019 with no dependencies, as the page loads it with a script tag.
 */
((serviceBase) => {
  'use strict';

  let dialogCount = 0;

  /** Razorpay's test cards: a Visa issued in India, and one issued abroad for its international flow. */
  const CARDS = [
    { value: 'domestic', label: 'Visa •••• 1111, issued in India' },
    { value: 'international', label: 'Visa •••• 1881, issued in the United States (international)' },
  ];

  const formatAmount = (amount, currency = 'INR') => {
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount / 100);
    } catch {
      return `${currency} ${(amount / 100).toFixed(2)}`;
    }
  };

  const post = async (path, body) => {
    const response = await fetch(serviceBase + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw json;
    return json;
  };

  const element = (tag, style, text) => {
    const node = document.createElement(tag);
    node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const button = (label, style) => {
    const node = element('button', style, label);
    node.type = 'button';
    return node;
  };

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error('Razorpay: the key option is required');
      this.options = options;
      this.listeners = {};
      this.overlay = null;
      this.returnFocus = null;
    }

    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    emit(event, payload) {
      (this.listeners[event] || []).forEach((callback) => callback(payload));
    }

    close() {
      if (!this.overlay) return;
      this.overlay.remove();
      this.overlay = null;
      if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
    }

    open() {
      if (this.overlay) return this;
      const { options } = this;
      const prefill = options.prefill || {};
      const accent = (options.theme && options.theme.color) || '#3395ff';
      const headingId = `razorpay-sandbox-title-${(dialogCount += 1)}`;

      const overlay = element(
        'div',
        'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
          'background:rgba(15,23,42,0.55);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
      );
      const dialog = element(
        'div',
        'width:min(360px,calc(100vw - 32px));background:#fff;color:#1e293b;border-radius:12px;' +
          'box-shadow:0 20px 50px rgba(0,0,0,0.3);overflow:hidden;',
      );
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', headingId);

      const header = element('div', `background:${accent};color:#fff;padding:16px 20px;`);
      const heading = element('h2', 'margin:0;font-size:18px;font-weight:600;', 'Razorpay Sandbox');
      heading.id = headingId;
      header.appendChild(heading);
      if (options.name)
        header.appendChild(element('p', 'margin:4px 0 0;font-size:14px;opacity:0.9;', options.name));

      const body = element('div', 'padding:20px;');
      if (options.description)
        body.appendChild(element('p', 'margin:0 0 8px;font-size:14px;', options.description));
      // Razorpay takes the amount from the order when the options leave it out; so shows nothing here.
      if (Number.isFinite(options.amount)) {
        const amount = formatAmount(options.amount, options.currency);
        body.appendChild(element('p', 'margin:0 0 4px;font-size:28px;font-weight:700;', amount));
      }
      body.appendChild(
        element('p', 'margin:0 0 16px;font-size:12px;color:#64748b;', 'Test mode: no money moves.'),
      );
      const cards = element(
        'fieldset',
        'margin:0 0 12px;padding:8px 12px;border:1px solid #cbd5e1;border-radius:8px;',
      );
      cards.appendChild(element('legend', 'padding:0 4px;font-size:13px;font-weight:600;', 'Card'));
      const cardChoices = CARDS.map((card, index) => {
        const label = element(
          'label',
          'display:flex;gap:8px;align-items:center;padding:4px 0;font-size:14px;',
        );
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = `${headingId}-card`;
        radio.value = card.value;
        radio.checked = index === 0;
        label.appendChild(radio);
        label.appendChild(document.createTextNode(card.label));
        cards.appendChild(label);
        return radio;
      });
      body.appendChild(cards);
      const chosenCard = () => (cardChoices.find((radio) => radio.checked) || cardChoices[0]).value;
      const status = element('p', 'margin:0 0 12px;min-height:1em;font-size:13px;color:#b91c1c;');
      status.setAttribute('role', 'status');
      body.appendChild(status);

      const actions = element('div', 'display:flex;gap:8px;');
      const base =
        'flex:1;padding:10px 12px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;';
      const pay = button('Pay', `${base}border:0;background:${accent};color:#fff;`);
      const fail = button('Fail', `${base}border:1px solid #dc2626;background:#fff;color:#dc2626;`);
      const dismiss = button('Dismiss', `${base}border:1px solid #cbd5e1;background:#fff;color:#334155;`);
      const buttons = [pay, fail, dismiss];
      buttons.forEach((node) => actions.appendChild(node));
      body.appendChild(actions);
      dialog.appendChild(header);
      dialog.appendChild(body);
      overlay.appendChild(dialog);

      const attempt = {
        key: options.key,
        order_id: options.order_id,
        email: prefill.email,
        contact: prefill.contact,
        description: options.description,
        notes: options.notes,
      };
      let pending = false;

      const controls = [...cardChoices, ...buttons];
      const busy = (isBusy) => {
        pending = isBusy;
        controls.forEach((node) => {
          node.disabled = isBusy;
        });
        status.textContent = isBusy ? 'Processing…' : '';
      };

      const refused = (error) => {
        busy(false);
        status.textContent =
          (error && error.error && error.error.description) || 'Razorpay could not be reached. Try again.';
        pay.focus();
      };

      const dismissed = () => {
        this.close();
        if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
      };

      pay.addEventListener('click', () => {
        busy(true);
        post('/__sandbox/pay', { ...attempt, card: chosenCard() }).then((response) => {
          this.close();
          if (typeof options.handler === 'function') options.handler(response);
        }, refused);
      });

      fail.addEventListener('click', () => {
        busy(true);
        post('/__sandbox/fail', { ...attempt, card: chosenCard() }).then((failure) => {
          this.close();
          this.emit('payment.failed', failure);
        }, refused);
      });

      dismiss.addEventListener('click', dismissed);

      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          // While Razorpay answers, the outcome belongs to Pay or Fail, not to a dismissal.
          if (!pending) dismissed();
        } else if (event.key === 'Tab') {
          // Keep focus inside the modal dialog, as aria-modal promises; the checked card is its stop.
          const enabled = controls.filter(
            (node) => !node.disabled && (node.type !== 'radio' || node.checked),
          );
          if (enabled.length === 0) return;
          const first = enabled[0];
          const last = enabled[enabled.length - 1];
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
    }
  }

  window.Razorpay = Razorpay;
})('__SANDBOX_SERVICE_BASE__');
