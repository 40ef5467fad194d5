import { refusalOf, soldOutWhilePayingOf } from './refusal';

const httpError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });

describe('refusalOf', () => {
  it("gives the API's message for a refused request", () => {
    expect(
      refusalOf(httpError(400, { message: 'Shipping quote expired. Please recalculate shipping.' })),
    ).toBe('Shipping quote expired. Please recalculate shipping.');
    expect(refusalOf(httpError(429, { message: 'Too many requests, please try again later.' }))).toBe(
      'Too many requests, please try again later.',
    );
  });

  it('gives nothing for server errors, an ended session, network failures or bodies without a message', () => {
    expect(refusalOf(httpError(502, { message: 'Razorpay is unavailable' }))).toBeNull();
    expect(refusalOf(httpError(401, { message: 'Unauthorized' }))).toBeNull();
    expect(refusalOf(httpError(400, '<html>'))).toBeNull();
    expect(refusalOf(httpError(400, { message: '' }))).toBeNull();
    expect(refusalOf(new Error('Network Error'))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

describe('soldOutWhilePayingOf', () => {
  const said =
    'Small Urli (8 inch) sold out while you were paying. Your payment of ₹2,856.00 has been refunded.';

  it("gives the API's message for a payment whose pieces sold out, and nothing for other refusals", () => {
    expect(soldOutWhilePayingOf(httpError(409, { message: said }))).toBe(said);
    expect(soldOutWhilePayingOf(httpError(400, { message: 'Payment verification failed' }))).toBeNull();
    expect(soldOutWhilePayingOf(httpError(409, {}))).toBeNull();
    expect(soldOutWhilePayingOf(new Error('Network Error'))).toBeNull();
  });
});
