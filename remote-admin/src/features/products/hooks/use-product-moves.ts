import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProductList, AdminProductSummary } from '@brass/shared/contracts/admin-products';
import { useEffect, useRef, useState } from 'react';
import { moveProduct } from '../api/change-product';
import { getAdminProducts } from '../api/get-products';

export type Direction = 'up' | 'down';

const other = (direction: Direction): Direction => (direction === 'up' ? 'down' : 'up');

/**
 * Moving products up and down the page of the list the owner sees: each move puts the product just
 * above (or below) the one shown above (or below) it, so it works on a filtered list too; at the top
 * or bottom of a page the neighbour is the last (or first) product of the page before (or after).
 * The page is rendered again from what the API agreed to rather than read again, so the button pressed
 * keeps the focus, and a sentence says what happened.
 */
export function useProductMoves(list: AdminProductList, query: string) {
  const [moved, setMoved] = useState<{ from: AdminProductList; rows: AdminProductSummary[] }>();
  const [said, setSaid] = useState('');
  const [error, setError] = useState<string>();
  const [focus, setFocus] = useState<{ id: string; direction: Direction }>();
  const busy = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const rows = moved?.from === list ? moved.rows : list.products;
  const { page } = list;
  const lastPage = page * list.pageSize >= list.total;

  useEffect(() => {
    if (!focus) return;
    const wanted = buttons.current.get(`${focus.id}:${focus.direction}`);
    const fallback = buttons.current.get(`${focus.id}:${other(focus.direction)}`);
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [focus]);

  /** The product the move goes past: on this page, or at the edge of the next one that way. */
  async function neighbourOf(index: number, direction: Direction): Promise<AdminProductSummary | undefined> {
    const onPage = rows[direction === 'up' ? index - 1 : index + 1];
    if (onPage) return onPage;
    const params = new URLSearchParams(query);
    params.set('page', String(direction === 'up' ? page - 1 : page + 1));
    const { products } = await getAdminProducts(params.toString());
    return direction === 'up' ? products.at(-1) : products[0];
  }

  async function move(index: number, direction: Direction) {
    const product = rows[index];
    if (busy.current || !product) return;
    busy.current = true;
    setError(undefined);
    try {
      const neighbour = await neighbourOf(index, direction);
      if (!neighbour) {
        setError('The list has changed since it was shown. Reload the page and try again.');
        return;
      }
      await moveProduct(product.id, direction === 'up' ? { before: neighbour.id } : { after: neighbour.id });
      const next = [...rows];
      const swapped = direction === 'up' ? index - 1 : index + 1;
      next[index] = neighbour;
      if (next[swapped]) next[swapped] = product;
      setMoved({ from: list, rows: next });
      if (next.includes(product)) {
        setSaid(`${product.name} moved ${direction}.`);
        setFocus({ id: product.id, direction });
      } else {
        setSaid(`${product.name} moved ${direction}, to page ${direction === 'up' ? page - 1 : page + 1}.`);
        setFocus({ id: neighbour.id, direction });
      }
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The product could not be moved. Try again.'));
    } finally {
      busy.current = false;
    }
  }

  return {
    rows,
    said,
    error,
    move: (index: number, direction: Direction) => void move(index, direction),
    canMove: (index: number, direction: Direction) =>
      direction === 'up' ? index > 0 || page > 1 : index < rows.length - 1 || !lastPage,
    /** Each move button registers itself, so the focus can follow its product. */
    buttonRef: (id: string, direction: Direction) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(`${id}:${direction}`, button);
      else buttons.current.delete(`${id}:${direction}`);
    },
  };
}
