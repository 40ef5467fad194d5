import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { answer } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerenderedSearchBoxWith } from '../../../testing/prerendered-search-box';
import { HeaderSearch } from './HeaderSearch';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

// The combobox's code arrives when the test says, as over a slow connection.
const arrival = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./SearchCombobox', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
  answer('GET /api/products', ({ query }) => ({
    items: [],
    total: 0,
    page: 1,
    limit: Number(query.limit),
    categories: [],
  }));
});

const combobox = () => screen.getByRole('combobox', { name: 'Search the shop' });

describe('HeaderSearch before its combobox arrives', () => {
  it('lets the shopper type in the plain box, then hands the words and the focus over', async () => {
    render(memoryLocation('/').wrap(<HeaderSearch />));
    const user = userEvent.setup();
    const plain = screen.getByRole('searchbox', { name: 'Search the shop' });

    await user.click(plain);
    await user.keyboard('ga');
    expect(plain).toHaveValue('ga');
    expect(plain).toHaveFocus();

    await act(async () => arrival.release());

    // Its first import is transformed on the spot: slower than a browser's.
    await waitFor(() => expect(combobox()).toHaveFocus(), { timeout: 5000 });
    expect(combobox()).toHaveValue('ga');
    expect((combobox() as HTMLInputElement).selectionStart).toBe(2);
    await user.keyboard('nesha');
    expect(combobox()).toHaveValue('ganesha');
  });

  it('keeps the words and the focus of the box prerendered before the scripts started', async () => {
    await act(async () => arrival.release());
    // The header prerendered at build time, with the shopper already typing in it; React renders over it.
    const { root, prerendered } = prerenderedSearchBoxWith('gane');

    render(memoryLocation('/').wrap(<HeaderSearch />), { container: root });

    expect(prerendered).not.toBeInTheDocument();
    await waitFor(() => expect(combobox()).toHaveFocus(), { timeout: 5000 });
    expect(combobox()).toHaveValue('gane');
  });
});
