import type { RazorpayConstructor } from '../types/razorpay';

const SRC = 'http://sandbox.test/razorpay/checkout.js';
const scripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src === SRC);

// The loader caches per page, so each test loads a fresh module.
async function freshLoader() {
  vi.resetModules();
  return (await import('./load-razorpay')).loadRazorpay;
}

afterEach(() => {
  delete window.Razorpay;
  for (const script of scripts()) script.remove();
});

describe('loadRazorpay', () => {
  it('adds checkout.js once, however often it is asked for', async () => {
    const loadRazorpay = await freshLoader();
    const first = loadRazorpay(SRC);
    const second = loadRazorpay(SRC);
    expect(scripts()).toHaveLength(1);

    const Razorpay = vi.fn() as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    scripts()[0]?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadRazorpay(SRC)).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script cannot load, and tries again on the next call', async () => {
    const loadRazorpay = await freshLoader();
    const failed = loadRazorpay(SRC);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load ${SRC}`);
    expect(scripts()).toHaveLength(0);

    const retry = loadRazorpay(SRC);
    expect(scripts()).toHaveLength(1);
    window.Razorpay = vi.fn() as unknown as RazorpayConstructor;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.Razorpay);
  });

  it('fails when the script loads but defines no Razorpay', async () => {
    const loadRazorpay = await freshLoader();
    const loading = loadRazorpay(SRC);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define Razorpay');
  });
});
