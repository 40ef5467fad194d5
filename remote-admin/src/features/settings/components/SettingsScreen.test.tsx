import { answer, bodiesSentTo, failure } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { someSettings } from '../../../../testing/settings';
import { SettingsScreen } from './SettingsScreen';

/** What the form sends of selling abroad while the owner set nothing of it. */
const noAbroad = { usdRupees: '', gbpRupees: '', lutNumber: null };

describe('SettingsScreen', () => {
  it("shows the home texts and contact details, saves them as typed and says they're saved", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer('PUT /api/admin/settings', {
      ...someSettings(),
      contact: { ...someSettings().contact, whatsapp: '+919840099999' },
    });
    render(<SettingsScreen canChange />);
    const title = await screen.findByLabelText('Most Popular title');
    expect(title).toHaveValue('Most Popular');
    expect(screen.getByLabelText('Phone')).toHaveValue('+919840012345');
    await user.clear(title);
    await user.type(title, 'Loved by many');
    await user.type(screen.getByLabelText('WhatsApp number'), '98400 99999');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Settings saved\./)).toHaveRole('status');
    expect(screen.getByLabelText('WhatsApp number')).toHaveValue('+919840099999');
    expect(bodiesSentTo('PUT /api/admin/settings')).toEqual([
      {
        home: { ...someSettings().home, mostPopularTitle: 'Loved by many' },
        contact: { ...someSettings().contact, whatsapp: '98400 99999' },
        pricing: {
          taxRatePercent: '12',
          deliveryFee: '120',
          freeDeliveryThreshold: '',
          codFee: '50',
          codLimit: '10000',
        },
        abroad: noAbroad,
        cashOnDelivery: { maxOpenOrders: '2', maxOpenValue: '10000' },
        refunds: { staffLimit: '5000' },
        returns: { windowDays: '7' },
      },
    ]);
  });

  it('shows the pricing, sends it as typed from the keyboard alone, and shows it as stored', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer('PUT /api/admin/settings', {
      ...someSettings(),
      pricing: {
        ...someSettings().pricing,
        taxRatePercent: 18,
        deliveryFee: 80,
        freeDeliveryThreshold: 2000,
        codFee: 40,
        codLimit: 5000,
      },
    });
    render(<SettingsScreen canChange />);
    const pricing = await screen.findByRole('region', { name: 'Pricing' });
    const tax = within(pricing).getByLabelText('Tax rate (%)');
    expect(tax).toHaveValue('12');
    expect(tax).toHaveAccessibleDescription(/from 0 to 28 percent/);
    expect(within(pricing).getByLabelText('Delivery fee (₹)')).toHaveValue('120');
    const threshold = within(pricing).getByLabelText('Free delivery threshold (₹)');
    expect(threshold).toHaveValue('');
    expect(threshold).toHaveAccessibleDescription(/Leave empty for no free delivery/);

    await user.click(tax);
    await user.clear(tax);
    await user.keyboard('18');
    await user.tab();
    expect(within(pricing).getByLabelText('Delivery fee (₹)')).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}80');
    await user.tab();
    expect(threshold).toHaveFocus();
    await user.keyboard('2,000');
    const codFee = within(pricing).getByLabelText('Cash on delivery fee (₹)');
    const codLimit = within(pricing).getByLabelText('Cash on delivery up to (₹)');
    expect(codLimit).toHaveAccessibleDescription(/0 offers no cash on delivery/);
    await user.tab();
    expect(codFee).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}40');
    await user.tab();
    expect(codLimit).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}5,000{Enter}');

    expect(await screen.findByText(/^Settings saved\./)).toHaveRole('status');
    expect(bodiesSentTo('PUT /api/admin/settings')).toEqual([
      {
        ...someSettings(),
        pricing: {
          taxRatePercent: '18',
          deliveryFee: '80',
          freeDeliveryThreshold: '2,000',
          codFee: '40',
          codLimit: '5,000',
        },
        abroad: noAbroad,
        cashOnDelivery: { maxOpenOrders: '2', maxOpenValue: '10000' },
        refunds: { staffLimit: '5000' },
        returns: { windowDays: '7' },
      },
    ]);
    expect(threshold).toHaveValue('2000');
    expect(codLimit).toHaveValue('5000');
  });

  it("caps a shopper's open cash on delivery orders, and shows the API's refusal beside its field", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer(
      'PUT /api/admin/settings',
      failure(400, 'cashOnDelivery.maxOpenOrders: Open cash on delivery orders must be between 1 and 20'),
    );
    render(<SettingsScreen canChange />);
    const caps = await screen.findByRole('region', { name: 'Cash on delivery' });
    const orders = within(caps).getByLabelText('Open cash on delivery orders per shopper');
    const value = within(caps).getByLabelText('Open cash on delivery value per shopper (₹)');
    expect(orders).toHaveValue('2');
    expect(value).toHaveValue('10000');
    expect(value).toHaveAccessibleDescription(/before the COD fee/);
    await user.clear(orders);
    await user.type(orders, '30');
    await user.clear(value);
    await user.type(value, '15,000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved');
    expect(orders).toHaveAccessibleDescription(/^Open cash on delivery orders must be between 1 and 20/);
    expect(bodiesSentTo('PUT /api/admin/settings')[0]).toMatchObject({
      cashOnDelivery: { maxOpenOrders: '30', maxOpenValue: '15,000' },
    });
  });

  it('shows the exchange rates with the day each was set and the LUT number, and saves them as typed', async () => {
    const user = userEvent.setup();
    const settings = someSettings();
    settings.pricing.exchangeRates.USD = { rupees: 84.25, setOn: '2026-11-20' };
    answer('GET /api/admin/settings', settings);
    answer('PUT /api/admin/settings', {
      ...settings,
      pricing: {
        ...settings.pricing,
        exchangeRates: {
          USD: { rupees: 84.25, setOn: '2026-11-20' },
          GBP: { rupees: 107.5, setOn: '2026-11-28' },
        },
        exportsZeroRated: true,
      },
      abroad: { lutNumber: 'AD270326012345X' },
    });
    render(<SettingsScreen canChange />);
    const abroad = await screen.findByRole('region', { name: 'Selling abroad' });
    const dollar = within(abroad).getByLabelText('Rupees for one US dollar');
    const pound = within(abroad).getByLabelText('Rupees for one pound');
    const lut = within(abroad).getByLabelText('LUT number');
    expect(dollar).toHaveValue('84.25');
    expect(dollar).toHaveAccessibleDescription(/approximate.*Set on 20 November 2026\.$/);
    expect(pound).toHaveValue('');
    expect(pound).not.toHaveAccessibleDescription(/Set on/);
    expect(lut).toHaveValue('');

    await user.type(pound, '107.50');
    await user.type(lut, 'ad270326012345x ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Settings saved\./)).toHaveRole('status');
    expect(bodiesSentTo('PUT /api/admin/settings')[0]).toMatchObject({
      abroad: { usdRupees: '84.25', gbpRupees: '107.50', lutNumber: 'ad270326012345x' },
    });
    expect(pound).toHaveValue('107.5');
    expect(pound).toHaveAccessibleDescription(/Set on 28 November 2026\.$/);
    expect(lut).toHaveValue('AD270326012345X');
  });

  it("shows the API's refusals of a rate and of the LUT number beside their fields", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer(
      'PUT /api/admin/settings',
      failure(
        400,
        'abroad.usdRupees: Rupees for one US dollar must be more than 0 and at most 1,00,000, or empty; abroad.lutNumber: LUT number can have only letters, digits, slashes and hyphens, such as AD270326012345X',
      ),
    );
    render(<SettingsScreen canChange />);
    const dollar = await screen.findByLabelText('Rupees for one US dollar');
    const lut = screen.getByLabelText('LUT number');
    await user.type(dollar, '-84');
    await user.type(lut, 'LUT #42');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved');
    expect(dollar).toHaveAttribute('aria-invalid', 'true');
    expect(dollar).toHaveAccessibleDescription(/^Rupees for one US dollar must be more than 0/);
    expect(lut).toHaveAccessibleDescription(/^LUT number can have only letters, digits, slashes and hyphens/);
    expect(screen.getByLabelText('Rupees for one pound')).not.toHaveAttribute('aria-invalid');
    expect(dollar).toHaveValue('-84');
  });

  it("shows the API's refusals of the pricing beside their fields", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer(
      'PUT /api/admin/settings',
      failure(
        400,
        'pricing.taxRatePercent: Tax rate must be between 0 and 28 percent; pricing.freeDeliveryThreshold: Free delivery threshold must be a number',
      ),
    );
    render(<SettingsScreen canChange />);
    const tax = await screen.findByLabelText('Tax rate (%)');
    await user.clear(tax);
    await user.type(tax, '40');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved');
    expect(tax).toHaveAttribute('aria-invalid', 'true');
    expect(tax).toHaveAccessibleDescription(/^Tax rate must be between 0 and 28 percent/);
    expect(screen.getByLabelText('Free delivery threshold (₹)')).toHaveAccessibleDescription(
      /^Free delivery threshold must be a number/,
    );
    expect(screen.getByLabelText('Delivery fee (₹)')).not.toHaveAttribute('aria-invalid');
    expect(tax).toHaveValue('40');
  });

  it("shows each of the API's messages beside its field", async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer(
      'PUT /api/admin/settings',
      failure(
        400,
        'contact.phone: Phone must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91; contact.gstin: GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5',
      ),
    );
    render(<SettingsScreen canChange />);
    await user.type(await screen.findByLabelText('GSTIN'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The settings were not saved');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Phone must be an Indian mobile number/,
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('GSTIN')).toHaveAccessibleDescription(/GSTIN must be 15 characters/);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows the API's message when the settings cannot be read", async () => {
    answer('GET /api/admin/settings', failure(500, 'Something went wrong on our side. Please try again.'));
    render(<SettingsScreen canChange />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('lets the owner set how much of an order staff may refund', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer('PUT /api/admin/settings', { ...someSettings(), refunds: { staffLimit: 2500 } });
    render(<SettingsScreen canChange />);
    const refunds = await screen.findByRole('region', { name: 'Refunds and returns' });
    const limit = within(refunds).getByLabelText('Staff may refund up to (₹)');
    expect(limit).toHaveValue('5000');
    await user.clear(limit);
    await user.type(limit, '2,500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Settings saved\./)).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/admin/settings')[0]).toMatchObject({ refunds: { staffLimit: '2,500' } });
    expect(limit).toHaveValue('2500');
  });

  it('lets the owner set the return window', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/settings', someSettings());
    answer('PUT /api/admin/settings', { ...someSettings(), returns: { windowDays: 14 } });
    render(<SettingsScreen canChange />);
    const refunds = await screen.findByRole('region', { name: 'Refunds and returns' });
    const days = within(refunds).getByLabelText('Return window (days after delivery)');
    expect(days).toHaveValue('7');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Settings saved\./)).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/admin/settings')[0]).toMatchObject({ returns: { windowDays: '14' } });
    expect(days).toHaveValue('14');
  });

  it('shows staff the settings disabled, saying only the owner can change them, with no Save', async () => {
    answer('GET /api/admin/settings', someSettings());
    render(<SettingsScreen canChange={false} />);
    expect(await screen.findByText("Only the shop's owner can change the settings.")).toBeInTheDocument();
    for (const label of [
      'Shipping banner text',
      'Address',
      'Phone',
      'Email',
      'GSTIN',
      'Tax rate (%)',
      'Cash on delivery fee (₹)',
      'Cash on delivery up to (₹)',
      'Staff may refund up to (₹)',
      'Rupees for one US dollar',
      'LUT number',
    ]) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getByLabelText('Phone')).toHaveValue('+919840012345');
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
