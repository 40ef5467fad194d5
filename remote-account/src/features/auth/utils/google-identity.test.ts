import { installGoogleStub } from '../../../../testing/google-stub';

const SRC = 'http://sandbox.test/google/gsi/client';

async function freshLoader() {
  vi.resetModules();
  return (await import('./google-identity')).loadGoogleIdentity;
}

const scripts = () => document.head.querySelectorAll(`script[src="${SRC}"]`);

afterEach(() => {
  delete window.google;
  document.head.innerHTML = '';
});

describe('loadGoogleIdentity', () => {
  it('adds the script once however often it is asked, and resolves when it has run', async () => {
    const loadGoogleIdentity = await freshLoader();
    const first = loadGoogleIdentity(SRC);
    const second = loadGoogleIdentity(SRC);
    expect(scripts()).toHaveLength(1);

    const stub = installGoogleStub();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toMatchObject({ initialize: stub.initialize });
    await expect(second).resolves.toMatchObject({ initialize: stub.initialize });
    await loadGoogleIdentity(SRC);
    expect(scripts()).toHaveLength(1);
  });

  it('uses Google when the page already has it', async () => {
    const loadGoogleIdentity = await freshLoader();
    const stub = installGoogleStub();
    await expect(loadGoogleIdentity(SRC)).resolves.toMatchObject({ renderButton: stub.renderButton });
    expect(scripts()).toHaveLength(0);
  });

  it('fails when the script cannot load, and tries again on the next call', async () => {
    const loadGoogleIdentity = await freshLoader();
    const failed = loadGoogleIdentity(SRC);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`Could not load ${SRC}`);
    expect(scripts()).toHaveLength(0);

    const retried = loadGoogleIdentity(SRC);
    expect(scripts()).toHaveLength(1);
    installGoogleStub();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBeDefined();
  });

  it('fails when the script runs without defining google.accounts.id', async () => {
    const loadGoogleIdentity = await freshLoader();
    const loading = loadGoogleIdentity(SRC);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not define google.accounts.id');
  });
});
