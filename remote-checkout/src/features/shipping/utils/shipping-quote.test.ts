import { quoteFromAnswer, quoteFromFailure } from './shipping-quote';

const couriers = [
  { courier_company_id: 43, courier_name: 'Delhivery Surface', rate: 80, estimated_delivery_days: '4' },
  { courier_company_id: 48, courier_name: 'Ekart Logistics', rate: 70, estimated_delivery_days: '5' },
];

const answer = (
  flags: { fallback?: boolean; noCourierServiceable?: boolean },
  list: unknown[] = couriers,
) => ({
  shippingCost: { data: { available_courier_companies: list } },
  fallback: flags.fallback ?? false,
  noCourierServiceable: flags.noCourierServiceable ?? false,
  quoteId: 'quote-1',
});

describe('quoteFromAnswer', () => {
  it('gives live rates with no message', () => {
    const quote = quoteFromAnswer(answer({}));
    expect(quote.options.map((option) => option.courierName)).toEqual([
      'Ekart Logistics',
      'Delhivery Surface',
    ]);
    expect(quote).toMatchObject({ quoteId: 'quote-1', isDefaultRate: false, message: null, detail: null });
  });

  it('says so when no courier serves the pincode', () => {
    expect(quoteFromAnswer(answer({}, []))).toEqual({
      options: [],
      quoteId: 'quote-1',
      isDefaultRate: false,
      message: 'No couriers available for this pincode',
      detail: null,
    });
  });

  it('marks the fallback rates of a route no courier serves', () => {
    expect(quoteFromAnswer(answer({ noCourierServiceable: true, fallback: true }))).toMatchObject({
      isDefaultRate: true,
      message: 'No courier serviceable for this route, using fallback rates',
    });
  });

  it('marks the default rates the server used when Shiprocket failed', () => {
    expect(quoteFromAnswer(answer({ fallback: true }))).toMatchObject({
      isDefaultRate: true,
      message: 'Using default shipping rate due to API issues',
    });
  });

  it('survives an answer of the wrong shape', () => {
    expect(quoteFromAnswer('<html>')).toEqual({
      options: [],
      quoteId: null,
      isDefaultRate: false,
      message: 'No couriers available for this pincode',
      detail: null,
    });
  });
});

describe('quoteFromFailure', () => {
  it('uses the default rates an error carries', () => {
    const quote = quoteFromFailure({
      message: 'Shiprocket is unreachable',
      fallback: { available_courier_companies: [{ id: 1, courier_name: 'Standard', rate: 120 }] },
      quoteId: 'quote-2',
    });
    expect(quote).toMatchObject({
      quoteId: 'quote-2',
      isDefaultRate: true,
      message: 'Unable to calculate shipping cost. Using default rate.',
    });
    expect(quote.options.map((option) => [option.courierName, option.rate, option.label])).toEqual([
      ['Standard', 120, 'Cheapest'],
    ]);
  });

  it('has nothing to offer when the error carries no rates', () => {
    for (const body of [undefined, { message: 'Boom' }, { fallback: { available_courier_companies: [] } }]) {
      expect(quoteFromFailure(body)).toEqual({
        options: [],
        quoteId: null,
        isDefaultRate: false,
        message: 'Unable to calculate shipping cost',
        detail: null,
      });
    }
  });

  it("keeps the API's explanation of a refusal, not of a server error", () => {
    const refused = { message: 'Please enter a valid 6-digit pincode' };
    expect(quoteFromFailure(refused, 400)).toMatchObject({
      message: 'Unable to calculate shipping cost',
      detail: 'Please enter a valid 6-digit pincode',
    });
    expect(quoteFromFailure({ message: 'Internal Server Error' }, 500).detail).toBeNull();
  });
});
