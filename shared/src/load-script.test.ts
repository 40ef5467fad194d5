import { loadScriptGlobal } from './load-script';

type WithWidget = typeof window & { widget?: { id: number } };

function lastScript(src: string): HTMLScriptElement {
  const scripts = [...document.head.querySelectorAll('script')].filter((script) => script.src === src);
  return scripts.at(-1)!;
}

describe('loadScriptGlobal', () => {
  afterEach(() => {
    delete (window as WithWidget).widget;
    document.head.innerHTML = '';
  });

  it('adds the script once and resolves with the global it defines', async () => {
    const src = 'https://scripts.example/widget.js';
    const first = loadScriptGlobal(src, () => (window as WithWidget).widget, 'widget');
    const second = loadScriptGlobal(src, () => (window as WithWidget).widget, 'widget');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    (window as WithWidget).widget = { id: 7 };
    lastScript(src).dispatchEvent(new Event('load'));
    await expect(first).resolves.toEqual({ id: 7 });
    await expect(second).resolves.toEqual({ id: 7 });
    await expect(loadScriptGlobal(src, () => (window as WithWidget).widget, 'widget')).resolves.toEqual({
      id: 7,
    });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects when the script defines nothing, and tries the network again after a failure', async () => {
    const src = 'https://scripts.example/broken.js';
    const first = loadScriptGlobal(src, () => (window as WithWidget).widget, 'widget');
    lastScript(src).dispatchEvent(new Event('load'));
    await expect(first).rejects.toThrow(`${src} did not define widget`);

    const second = loadScriptGlobal(src, () => (window as WithWidget).widget, 'widget');
    lastScript(src).dispatchEvent(new Event('error'));
    await expect(second).rejects.toThrow(`Could not load ${src}`);
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
  });
});
