import { act, renderHook } from '@testing-library/react';
import { labelCourierOptions } from '../utils/courier-options';
import type { ShippingQuote } from '../utils/shipping-quote';
import { useCourierChoice } from './use-courier-choice';

const quoteOf = (...rates: number[]): ShippingQuote => ({
  options: labelCourierOptions(
    rates.map((rate, index) => ({
      courier_company_id: index + 1,
      courier_name: `Courier ${index + 1}`,
      rate,
      estimated_delivery_days: '4',
    })),
  ),
  quoteId: 'quote',
  isDefaultRate: false,
  message: null,
  detail: null,
});

describe('useCourierChoice', () => {
  it('chooses the cheapest option when options arrive', () => {
    const { result } = renderHook(({ quote }) => useCourierChoice(quote), {
      initialProps: { quote: quoteOf(120, 80, 95) as ShippingQuote | null },
    });
    expect(result.current.selected).toMatchObject({ courierName: 'Courier 2', label: 'Cheapest', rate: 80 });
  });

  it('lets the shopper choose another option', () => {
    const quote = quoteOf(120, 80, 95);
    const { result } = renderHook(() => useCourierChoice(quote));
    act(() => result.current.choose('1'));
    expect(result.current.selected).toMatchObject({ courierName: 'Courier 1', label: 'Fast', rate: 120 });
  });

  it('starts every new quote on its cheapest option', () => {
    const { result, rerender } = renderHook(({ quote }) => useCourierChoice(quote), {
      initialProps: { quote: quoteOf(120, 80, 95) as ShippingQuote | null },
    });
    act(() => result.current.choose('1'));
    rerender({ quote: quoteOf(120, 80, 95) });
    expect(result.current.selected?.courierName).toBe('Courier 2');
  });

  it('has no choice without options', () => {
    const { result, rerender } = renderHook(({ quote }) => useCourierChoice(quote), {
      initialProps: { quote: null as ShippingQuote | null },
    });
    expect(result.current.selected).toBeNull();
    rerender({ quote: quoteOf() });
    expect(result.current.selected).toBeNull();
  });
});
