import { expect } from '../../support/fixtures';
import { shopUrls } from '../../support/urls';

/** Calls the shop's API and the sandbox directly, to set the stage for a journey in the browser. */

export interface TestSession {
  user: { id: string; name: string; email: string };
  token: string;
}

export interface PlacedOrder {
  _id: string;
  /** `BA-10042`, the number the shopper reads. */
  orderNumber: string;
  totalAmount: number;
  shiprocketAwbCode?: string;
}

interface Product {
  _id: string;
  productName: string;
  price: number;
  stock: number;
  /** Present on a piece sold in sizes, bought as one of them. */
  options?: unknown[];
}

/** Whether an order is a gift, with its message. */
export interface OrderChoice {
  gift?: { message?: string };
}

/**
 * The piece sold as it is with the most in stock, the catalogue's order breaking ties: the journeys'
 * orders spread over the catalogue instead of selling out its first piece, which other journeys show
 * and put in carts (a journey retried after a failure buys again).
 */
const mostStocked = (catalogue: Product[]): Product | undefined =>
  catalogue
    .filter((product) => !product.options && product.stock > 0)
    .toSorted((a, b) => b.stock - a.stock)[0];

interface Courier {
  courier_company_id?: number;
  courier_id?: number | string;
  id?: number | string;
  rate: number;
}

export const deliveryAddress = {
  firstName: 'Meera',
  lastName: 'Krishnan',
  phone: '9840012345',
  country: 'India',
  address1: '14 Kapaleeshwarar Koil Street',
  city: 'Chennai',
  region: 'Tamil Nadu',
  zip: '600004',
} as const;

/** A fresh address per test run, so no test meets an account another run left behind. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** One call to the shop's API or the sandbox; fails the test on any answer but a success. */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path} answered ${response.status}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/**
 * An account through the sandbox's Google: any email signs in, and it keeps the registration rate
 * limit of the API free for the journeys that register through the form.
 */
export async function googleAccount(name: string, email = uniqueEmail('google')): Promise<TestSession> {
  const { googleClientId } = await call<{ googleClientId: string }>(shopUrls.host, 'GET', '/config.json');
  const { credential } = await call<{ credential: string }>(
    shopUrls.sandbox,
    'POST',
    '/google/__sandbox/token',
    {
      email,
      name,
      client_id: googleClientId,
    },
  );
  return call<TestSession>(shopUrls.api, 'POST', '/users/google-login', { token: credential });
}

export async function registerAccount(name: string, email: string, password: string): Promise<TestSession> {
  return call<TestSession>(shopUrls.api, 'POST', '/api/users/register', { name, email, password });
}

/**
 * The checkout's calls in order: quote, payment order, payment in the sandbox, then the order, to
 * `address` (by default in Chennai), once its shipment is booked.
 */
export async function placeOrder(
  session: TestSession,
  quantity = 2,
  address: Record<keyof typeof deliveryAddress, string> = deliveryAddress,
  choice: OrderChoice = {},
): Promise<PlacedOrder & { product: Product }> {
  const placed = await placeOrderUnbooked(session, quantity, address, choice);
  const orders = () =>
    call<PlacedOrder[]>(shopUrls.api, 'GET', '/api/orders/getorders', undefined, session.token);
  // The shipment is booked with the courier after the order is made; tests need its waybill.
  let booked: PlacedOrder | undefined;
  await expect
    .poll(
      async () => {
        booked = (await orders()).find((order) => order._id === placed._id);
        return booked?.shiprocketAwbCode;
      },
      { message: `order ${placed._id} gets an AWB code`, timeout: 15_000 },
    )
    .toBeTruthy();
  return { ...placed, ...booked };
}

/**
 * As `placeOrder`, answering as soon as the order is made, booked with the courier or not. It buys the
 * piece with the most in stock.
 */
export async function placeOrderUnbooked(
  session: TestSession,
  quantity = 2,
  address: Record<keyof typeof deliveryAddress, string> = deliveryAddress,
  { gift }: OrderChoice = {},
): Promise<PlacedOrder & { product: Product }> {
  const products = await call<Product[]>(shopUrls.api, 'GET', '/api/products');
  const product = mostStocked(products);
  if (!product) throw new Error('Nothing in the catalogue is in stock');
  const api = <T>(method: string, path: string, body?: unknown) =>
    call<T>(shopUrls.api, method, path, body, session.token);

  const cart = [{ productId: product._id, quantity }];
  const quote = await api<{
    quoteId: string;
    shippingCost: { data: { available_courier_companies: Courier[] } };
  }>('POST', '/api/shiprocket/calculate-shipping', {
    pickupPincode: '600001',
    deliveryPincode: address.zip,
    products: cart,
  });
  const [courier] = [...quote.shippingCost.data.available_courier_companies].sort((a, b) => a.rate - b.rate);
  if (!courier) throw new Error('No courier quoted');
  const subtotal = product.price * quantity;
  const totalAmount = Math.round((subtotal + courier.rate + Math.round(subtotal * 0.12)) * 100) / 100;

  const payment = await api<{ order: { key_id: string; id: string } }>('POST', '/api/razorpay/create-order', {
    amount: totalAmount,
    currency: 'INR',
    receipt: `e2e-${Date.now()}`,
    cart,
    quoteId: quote.quoteId,
    courierId: courier.courier_company_id ?? courier.courier_id ?? courier.id,
    address,
    ...(gift ? { gift } : {}),
  });
  const paid = await call<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }>(shopUrls.sandbox, 'POST', '/razorpay/__sandbox/pay', {
    key: payment.order.key_id,
    order_id: payment.order.id,
  });
  const placed = await api<{ order: PlacedOrder }>('POST', '/api/orders/', {
    cart: [{ productId: product._id, name: product.productName, price: product.price, quantity }],
    address,
    totalAmount,
    pickupPincode: '600001',
    userId: session.user.id,
    paymentMethod: 'razorpay',
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  });
  return { ...placed.order, product };
}

/**
 * An order paid on delivery of one piece of the cheapest product, placed as the checkout places it, to
 * `deliveryAddress`. The account's email must be confirmed (a Google account's is).
 */
export async function placeCodOrder(session: TestSession): Promise<PlacedOrder> {
  const products = await call<Product[]>(shopUrls.api, 'GET', '/api/products');
  const [product] = products.filter((item) => item.stock > 1).sort((a, b) => a.price - b.price);
  if (!product) throw new Error('Nothing in stock');
  const api = <T>(method: string, path: string, body?: unknown) =>
    call<T>(shopUrls.api, method, path, body, session.token);
  const cart = [{ productId: product._id, quantity: 1 }];
  const quote = await api<{
    quoteId: string;
    shippingCost: { data: { available_courier_companies: (Courier & { cod?: boolean })[] } };
  }>('POST', '/api/shiprocket/calculate-shipping', {
    pickupPincode: '600001',
    deliveryPincode: deliveryAddress.zip,
    products: cart,
  });
  const courier = quote.shippingCost.data.available_courier_companies.find((option) => option.cod);
  if (!courier) throw new Error('No courier collects cash on delivery there');
  const placed = await api<{ order: PlacedOrder }>('POST', '/api/orders/cod', {
    // The server charges its own total.
    amount: 0,
    cart,
    quoteId: quote.quoteId,
    courierId: courier.courier_company_id ?? courier.courier_id ?? courier.id,
    address: deliveryAddress,
  });
  return placed.order;
}
