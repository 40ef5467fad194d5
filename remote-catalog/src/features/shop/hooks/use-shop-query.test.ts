import { pagesShownOf, shopFiltersOf } from './use-shop-query';

const filtersOf = (query: string) => shopFiltersOf(new URLSearchParams(query));

describe('shopFiltersOf', () => {
  it('reads every filter, the search and the order from the address', () => {
    expect(
      filtersOf(
        'q=%20brass+ganesha%20&category=idols&price=1000-2500&material=Brass&finish=Antique&inStock=true&collection=new-arrival&sort=price-asc',
      ),
    ).toEqual({
      q: 'brass ganesha',
      category: 'idols',
      price: '1000-2500',
      material: 'Brass',
      finish: 'Antique',
      inStock: true,
      collection: 'new-arrival',
      sort: 'price-asc',
    });
  });

  it('leaves out what the API would refuse or what means no filter, rather than sending it', () => {
    expect(
      filtersOf('q=%20&category=&price=cheap&inStock=yes&collection=sale&sort=relevance&finish=%20'),
    ).toEqual({
      q: undefined,
      category: undefined,
      price: undefined,
      material: undefined,
      finish: undefined,
      inStock: undefined,
      collection: undefined,
      sort: undefined,
    });
  });
});

describe('pagesShownOf', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=two', 1],
    ['page=100000', 100],
  ])('reads %j as %i pages', (query, pages) => {
    expect(pagesShownOf(new URLSearchParams(query))).toBe(pages);
  });
});
