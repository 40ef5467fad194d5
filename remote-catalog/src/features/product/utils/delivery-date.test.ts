import { deliveryDay } from './delivery-date';

describe('deliveryDay', () => {
  it('names the weekday and the date, as shoppers in India write them', () => {
    expect(deliveryDay('2026-11-27')).toBe('Friday, 27 November');
    expect(deliveryDay('2027-01-01')).toBe('Friday, 1 January');
  });
});
