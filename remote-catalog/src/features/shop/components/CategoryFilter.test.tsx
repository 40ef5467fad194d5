import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@brass/shared/testing/router';
import { CategorySelect, CategorySidebar, categoryOptions } from './CategoryFilter';

describe('categoryOptions', () => {
  it('is All plus each non-empty category once, capitalised', () => {
    expect(categoryOptions(['idols', 'lamps', '', '  ', 'idol set', 'idols'])).toEqual([
      { value: undefined, label: 'All' },
      { value: 'idols', label: 'Idols', count: undefined },
      { value: 'lamps', label: 'Lamps', count: undefined },
      { value: 'idol set', label: 'Idol set', count: undefined },
    ]);
  });

  it('counts each category, a category the counts leave out having none', () => {
    expect(categoryOptions(['idols', 'lamps'], [{ value: 'lamps', count: 8 }])).toEqual([
      { value: undefined, label: 'All' },
      { value: 'idols', label: 'Idols', count: 0 },
      { value: 'lamps', label: 'Lamps', count: 8 },
    ]);
  });
});

describe('CategorySidebar', () => {
  it('links each category, marking the chosen one', () => {
    renderAt(
      '/products',
      <CategorySidebar
        categories={['idols', 'decor']}
        selected="decor"
        counts={undefined}
        hrefFor={(category) => (category ? `/products?category=${category}` : '/products')}
      />,
    );
    const sidebar = within(screen.getByRole('navigation', { name: 'Categories' }));

    expect(sidebar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['All', '/products'],
        ['Idols', '/products?category=idols'],
        ['Decor', '/products?category=decor'],
      ],
    );
    expect(sidebar.getByRole('link', { name: 'Decor' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('shows what each category would show, and names the figure for screen readers', () => {
    renderAt(
      '/products',
      <CategorySidebar
        categories={['idols', 'bells']}
        selected={undefined}
        counts={[{ value: 'idols', count: 12 }]}
        hrefFor={() => '/'}
      />,
    );

    const idols = screen.getByRole('link', { name: 'Idols, 12 products' });
    expect(within(idols).getByText('12')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Bells, 0 products' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All' })).toHaveTextContent(/^All$/);
  });

  it('marks All when no category is chosen', () => {
    renderAt(
      '/products',
      <CategorySidebar categories={['idols']} selected={undefined} counts={undefined} hrefFor={() => '/'} />,
    );

    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('CategorySelect', () => {
  it('is a labelled dropdown that reports the chosen category, or none for All', async () => {
    const onSelect = vi.fn();
    renderAt(
      '/products',
      <CategorySelect categories={['idols', 'lamps']} selected="idols" onSelect={onSelect} />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    const user = userEvent.setup();

    expect(select).toHaveValue('idols');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Idols', 'Lamps']);
    await user.selectOptions(select, 'Lamps');
    expect(onSelect).toHaveBeenLastCalledWith('lamps');
    await user.selectOptions(select, 'All');
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });

  it('keeps a category from the URL selectable before the list knows it', () => {
    renderAt('/products', <CategorySelect categories={[]} selected="bells" onSelect={() => {}} />);

    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Bells');
  });
});
