import { apiClient } from '@brass/shared/api-client';
import { setRuntimeConfig, type RuntimeConfig } from '@brass/shared/runtime-config';
import { toast } from '@brass/shared/toast-store';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountRootParcel } from 'single-spa';
import { bootstrap, mount, unmount } from './parcel';

const blogs = [
  {
    _id: 'diyas',
    title: 'Choosing brass diyas',
    description: 'Light.\nWarmth.',
    createdAt: '2025-10-20T06:00:00.000Z',
  },
];

async function mountBlogParcel() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(
    { name: `blog-${Math.random()}`, bootstrap, mount, unmount },
    { domElement },
  );
  await parcel.mountPromise;
  return { domElement, parcel };
}

// single-spa drives React itself here, as a page would, rather than through Testing Library's act().
beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});

afterAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

beforeEach(() => {
  setRuntimeConfig({ apiBase: 'https://api.example.in' } as RuntimeConfig);
  vi.spyOn(apiClient, 'get').mockImplementation((url: string) =>
    Promise.resolve({ data: url === '/api/blogs' ? blogs : blogs[0] }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('blog parcel', () => {
  it('mounts the blog list into a plain element, with no host around it', async () => {
    const { domElement } = await mountBlogParcel();

    expect(await within(domElement).findByRole('link', { name: 'Choosing brass diyas' })).toHaveAttribute(
      'href',
      '/blogs/diyas',
    );
    expect(within(domElement).getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('opens a post and goes back within itself, leaving the page address alone', async () => {
    const user = userEvent.setup();
    const address = window.location.href;
    const { domElement } = await mountBlogParcel();

    await user.click(await within(domElement).findByRole('link', { name: 'Choosing brass diyas' }));
    expect(
      await within(domElement).findByRole('heading', { level: 1, name: 'Choosing brass diyas' }),
    ).toBeInTheDocument();
    expect(window.location.href).toBe(address);

    await user.click(within(domElement).getByRole('link', { name: 'Back to Blogs' }));
    expect(await within(domElement).findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it('draws toasts itself, since no shell is there to', async () => {
    await mountBlogParcel();

    toast.info('Saved for later');

    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
  });

  it('leaves the element empty when unmounted', async () => {
    const { domElement, parcel } = await mountBlogParcel();
    await within(domElement).findByRole('link', { name: 'Choosing brass diyas' });

    await parcel.unmount();

    expect(domElement).toBeEmptyDOMElement();
  });
});
