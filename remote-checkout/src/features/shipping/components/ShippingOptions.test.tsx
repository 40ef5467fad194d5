import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labelCourierOptions } from '../utils/courier-options';
import type { ShippingQuote } from '../utils/shipping-quote';
import { ShippingOptions } from './ShippingOptions';

const options = labelCourierOptions([
  { courier_company_id: 43, courier_name: 'Delhivery Surface', rate: 76.5, estimated_delivery_days: '4' },
  { courier_company_id: 48, courier_name: 'Ekart Logistics', rate: 68, estimated_delivery_days: '5' },
  { courier_company_id: 1, courier_name: 'Blue Dart Air', rate: 140, estimated_delivery_days: '2' },
]);

const quote = (overrides: Partial<ShippingQuote> = {}): ShippingQuote => ({
  options,
  quoteId: 'quote-1',
  isDefaultRate: false,
  message: null,
  detail: null,
  ...overrides,
});

describe('ShippingOptions', () => {
  it('offers the couriers as one labelled radio group, with label, rate and delivery time', () => {
    render(
      <ShippingOptions state={{ status: 'success', data: quote() }} selectedKey="48" onChoose={() => {}} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Shipping options' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'CheapestEkart LogisticsDelivers in 5 days₹68',
      'BestDelhivery SurfaceDelivers in 4 days₹76.50',
      'FastBlue Dart AirDelivers in 2 days₹140',
    ]);
    expect(screen.getByRole('radio', { name: /Ekart Logistics/ })).toBeChecked();
    expect(screen.queryByText(/\(default\)/)).not.toBeInTheDocument();
  });

  it('charges no courier when the order ships free', () => {
    render(
      <ShippingOptions
        state={{ status: 'success', data: quote({ isDefaultRate: true }) }}
        selectedKey="48"
        onChoose={() => {}}
        freeDelivery
      />,
    );
    const radios = within(screen.getByRole('radiogroup', { name: 'Shipping options' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'CheapestEkart LogisticsDelivers in 5 daysFree',
      'BestDelhivery SurfaceDelivers in 4 daysFree',
      'FastBlue Dart AirDelivers in 2 daysFree',
    ]);
  });

  it('tells which courier was clicked', async () => {
    const onChoose = vi.fn();
    render(
      <ShippingOptions state={{ status: 'success', data: quote() }} selectedKey="48" onChoose={onChoose} />,
    );
    await userEvent.click(screen.getByText('Blue Dart Air'));
    expect(onChoose).toHaveBeenCalledWith('1');
  });

  it('marks default rates and says why they are used', () => {
    render(
      <ShippingOptions
        state={{
          status: 'success',
          data: quote({ isDefaultRate: true, message: 'Using default shipping rate due to API issues' }),
        }}
        selectedKey="48"
        onChoose={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Using default shipping rate due to API issues');
    expect(screen.getByText('₹68 (default)')).toHaveClass('defaultRate');
    expect(screen.getAllByText(/\(default\)$/)).toHaveLength(3);
  });

  it('says when there is nothing to choose from', () => {
    render(
      <ShippingOptions
        state={{
          status: 'success',
          data: quote({ options: [], message: 'No couriers available for this pincode' }),
        }}
        selectedKey={null}
        onChoose={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No couriers available for this pincode');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it("adds the API's explanation of a refused pincode", () => {
    render(
      <ShippingOptions
        state={{
          status: 'success',
          data: quote({
            options: [],
            message: 'Unable to calculate shipping cost',
            detail: 'Please enter a valid 6-digit pincode',
          }),
        }}
        selectedKey={null}
        onChoose={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Unable to calculate shipping costPlease enter a valid 6-digit pincode',
    );
  });

  it('asks for a pincode, then shows that it is looking', () => {
    const { rerender } = render(
      <ShippingOptions state={{ status: 'idle' }} selectedKey={null} onChoose={() => {}} />,
    );
    expect(screen.getByText(/Enter your delivery pincode/)).toBeInTheDocument();
    rerender(<ShippingOptions state={{ status: 'loading' }} selectedKey={null} onChoose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding couriers for your pincode...');
  });

  it.each([
    ['United States', 'ZIP code'],
    ['United Kingdom', 'postcode'],
  ] as const)('asks a shopper in the %s for the %s', (country, codeName) => {
    const { rerender } = render(
      <ShippingOptions state={{ status: 'idle' }} selectedKey={null} onChoose={() => {}} country={country} />,
    );
    expect(
      screen.getByText(`Enter your delivery ${codeName} above to see courier options and rates.`),
    ).toBeInTheDocument();
    rerender(
      <ShippingOptions
        state={{ status: 'loading' }}
        selectedKey={null}
        onChoose={() => {}}
        country={country}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Finding couriers for your ${codeName}...`);
  });
});
