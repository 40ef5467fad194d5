/**
 * The bench's shopper, signed in through the API as the shop's pages sign in, and the session as the
 * shop keeps it in localStorage (`token`, `user`), with a cart of one product (`cart`).
 */
export interface BenchShopper {
  email: string;
  password: string;
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function registerShopper(apiUrl: string): Promise<BenchShopper> {
  const shopper = { email: `bench.${Date.now()}@example.in`, password: 'brass-bench-2026' };
  await postJson(`${apiUrl}/api/users/register`, { name: 'Bench Shopper', ...shopper });
  return shopper;
}

interface CatalogueProduct {
  _id: string;
  productName: string;
  price: number;
  image: string;
}

/** A new session of `shopper` (each call signs in again), with the first product of the catalogue in the cart. */
export async function signedInStorage(
  apiUrl: string,
  shopper: BenchShopper,
): Promise<Record<string, string>> {
  const session = await postJson<{ user: unknown; token: string }>(`${apiUrl}/api/users/login`, shopper);
  const [product] = (await (await fetch(`${apiUrl}/api/products`)).json()) as CatalogueProduct[];
  if (!product) throw new Error('The catalogue is empty');
  const cart = [
    { id: product._id, name: product.productName, image: product.image, price: product.price, quantity: 1 },
  ];
  return { token: session.token, user: JSON.stringify(session.user), cart: JSON.stringify(cart) };
}
