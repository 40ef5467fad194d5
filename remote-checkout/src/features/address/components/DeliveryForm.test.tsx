import { US_STATES } from '@brass/shared/abroad-address';
import { INDIAN_STATES } from '@brass/shared/constants';
import type { SavedAddress } from '@brass/shared/contracts/accounts';
import {
  answer,
  bodiesSentTo,
  failure,
  heldAnswer,
  sentTo,
  type AnswerTo,
} from '@brass/shared/testing/api-mock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { COUNTRY_STORAGE_KEY } from '../../../utils/shopper-country';
import { EMPTY_ADDRESS, type DeliveryFields } from '../utils/delivery-fields';
import { DeliveryForm } from './DeliveryForm';

const places = {
  '600042': { pincode: '600042', city: 'Chennai', state: 'Tamil Nadu' },
  '110001': { pincode: '110001', city: 'New Delhi', state: 'Delhi' },
} as const;

const home: SavedAddress = {
  id: 'adr_home',
  country: 'India',
  firstName: 'Meera',
  lastName: 'Krishnan',
  phone: '9840012345',
  address1: '14 Kapaleeshwarar Koil Street',
  address2: '',
  landmark: 'Opposite the temple tank',
  city: 'Chennai',
  region: 'Tamil Nadu',
  zip: '600004',
};

function answerPincodes(): void {
  answer('GET /api/pincodes/:pincode', ({ path }) => {
    const pincode = path.split('/').at(-1)!;
    return pincode in places
      ? places[pincode as keyof typeof places]
      : failure(404, `Pincode ${pincode} is not in India Post's directory.`);
  });
}

function setUp({
  signedIn = true,
  saved = { addresses: [] },
}: {
  signedIn?: boolean;
  saved?: AnswerTo<'GET /api/users/me/addresses'>;
} = {}) {
  answerPincodes();
  answer('GET /api/users/me/addresses', saved);
  const onSubmit = vi.fn();
  let current: DeliveryFields = EMPTY_ADDRESS;
  function Harness() {
    const [address, setAddress] = useState(EMPTY_ADDRESS);
    current = address;
    return (
      <>
        <DeliveryForm
          id="delivery"
          address={address}
          onChange={setAddress}
          onSubmit={onSubmit}
          signedIn={signedIn}
        />
        <button type="submit" form="delivery">
          Place Order
        </button>
      </>
    );
  }
  render(<Harness />);
  return { onSubmit, address: () => current };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const state = () => screen.getByRole('combobox', { name: 'State' });
const pincode = () => box('Zip/Pincode');

async function fillTheRest(): Promise<void> {
  const paste = async (name: string, text: string) => {
    await userEvent.click(box(name));
    await userEvent.paste(text);
  };
  await paste('First name', 'Meera');
  await paste('Last name', 'Krishnan');
  await paste('Phone', '+91 98400 12345');
  await paste('Address', '14 Kapaleeshwarar Koil Street');
}

describe('DeliveryForm', () => {
  it('asks for the pincode first, labels every field and offers every state and union territory', async () => {
    setUp();
    const labels = screen.getAllByRole('textbox').map((field) => field.getAttribute('name'));
    expect(labels[0]).toBe('zip');
    for (const name of ['Zip/Pincode', 'City', 'First name', 'Last name', 'Phone', 'Address']) {
      expect(box(name)).toBeRequired();
    }
    expect(box('Address line 2 (optional)')).not.toBeRequired();
    expect(box('Landmark (optional)')).not.toBeRequired();
    expect(state()).toBeRequired();
    expect(
      within(state())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a state', ...INDIAN_STATES]);
    expect(box('Phone')).toHaveAccessibleDescription('A 10-digit mobile number, for the courier to call.');
    // Country is a required field, India by default, with the pincode first after it.
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'We deliver anywhere in India, and to the United States and the United Kingdom.',
    );
    await waitFor(() => expect(sentTo('GET /api/users/me/addresses')).toHaveLength(1));
  });

  it.each([
    ['600042', 'Chennai', 'Tamil Nadu'],
    ['110001', 'New Delhi', 'Delhi'],
  ])('fills in the city and state of %s: %s, %s, and they stay editable', async (typed, city, region) => {
    setUp();
    await userEvent.type(pincode(), typed);
    await waitFor(() => expect(box('City')).toHaveValue(city));
    expect(state()).toHaveValue(region);
    expect(pincode()).toHaveAccessibleDescription(
      `Fills in your city and state, and shows the couriers. ${city}, ${region}: filled in below, change them if you need to.`,
    );

    await userEvent.clear(box('City'));
    await userEvent.type(box('City'), 'Mylapore');
    await userEvent.selectOptions(state(), 'Puducherry');
    expect(box('City')).toHaveValue('Mylapore');
    expect(state()).toHaveValue('Puducherry');
  });

  it('says beside the pincode when it is unknown, and leaves the city and state to the shopper', async () => {
    setUp();
    await userEvent.type(box('City'), 'Leh');
    await userEvent.type(pincode(), '900001');
    const note = await screen.findByText(
      'We could not find pincode 900001. Check it, or type your city and state below.',
    );
    expect(pincode()).toHaveAccessibleDescription(expect.stringContaining(note.textContent!));
    expect(pincode()).not.toHaveAttribute('aria-invalid');
    expect(box('City')).toHaveValue('Leh');
    await userEvent.selectOptions(state(), 'Ladakh');
    expect(state()).toHaveValue('Ladakh');
  });

  it('asks only a pincode of 6 digits, keeps letters out and says so', async () => {
    setUp();
    await userEvent.type(pincode(), '60a');
    expect(pincode()).toHaveValue('60');
    expect(pincode()).toHaveAccessibleDescription(expect.stringContaining('A pincode has digits only.'));
    await userEvent.type(pincode(), '004');
    expect(pincode()).toHaveValue('60004');
    expect(sentTo('GET /api/pincodes/:pincode')).toEqual([]);
    await userEvent.tab();
    expect(pincode()).toHaveAttribute('aria-invalid', 'true');
    expect(pincode()).toHaveAccessibleDescription(
      expect.stringMatching(/^Enter a 6-digit pincode, such as 600042\./),
    );
  });

  it("fills in only the latest pincode's place when an earlier answer comes late", async () => {
    setUp();
    const late = heldAnswer();
    answer('GET /api/pincodes/:pincode', late.answer);
    await userEvent.type(pincode(), '600042');
    answerPincodes();
    await userEvent.clear(pincode());
    await userEvent.type(pincode(), '110001');
    await waitFor(() => expect(box('City')).toHaveValue('New Delhi'));
    late.release(places['600042']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box('City')).toHaveValue('New Delhi');
  });

  it('says what is wrong beside each field when the order is placed, and focuses the first', async () => {
    const { onSubmit } = setUp();
    await userEvent.type(box('Phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(pincode()).toHaveFocus();
    const expectations: [HTMLElement, string][] = [
      [pincode(), 'Enter a 6-digit pincode, such as 600042.'],
      [box('City'), 'Enter your city or district.'],
      [state(), 'Choose your state or union territory.'],
      [box('First name'), 'Enter your first name.'],
      [box('Last name'), 'Enter your last name.'],
      [box('Phone'), 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
      [box('Address'), 'Enter your house number and street.'],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(box('Landmark (optional)')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(pincode(), '600042');
    await fillTheRest();
    await userEvent.clear(box('Phone'));
    await userEvent.type(box('Phone'), '+91 98400-12345');
    await waitFor(() => expect(state()).toHaveValue('Tamil Nadu'));
    expect(screen.queryAllByRole('textbox').filter((field) => field.getAttribute('aria-invalid'))).toEqual(
      [],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('saves the address when the shopper asks, once it is complete and the order is placed', async () => {
    const { onSubmit } = setUp();
    answer(
      'POST /api/users/me/addresses',
      (request) => ({ ...(request.body as object), id: 'adr_new' }) as SavedAddress,
    );
    await userEvent.type(pincode(), '110001');
    await fillTheRest();
    await userEvent.type(box('Landmark (optional)'), 'Near Regal cinema');
    await waitFor(() => expect(box('City')).toHaveValue('New Delhi'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(await screen.findByText('Saved for your next orders.')).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/users/me/addresses')).toEqual([
      {
        country: 'India',
        firstName: 'Meera',
        lastName: 'Krishnan',
        phone: '+91 98400 12345',
        address1: '14 Kapaleeshwarar Koil Street',
        address2: '',
        landmark: 'Near Regal cinema',
        city: 'New Delhi',
        region: 'Delhi',
        zip: '110001',
      },
    ]);
    // Kept now, it is the one picked: nothing is left to save.
    const picked = screen.getByRole('radio', { name: /14 Kapaleeshwarar Koil Street/ });
    expect(picked).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();
  });

  it('says why an address could not be saved, and the order goes ahead', async () => {
    const { onSubmit } = setUp();
    answer(
      'POST /api/users/me/addresses',
      failure(409, 'You can keep up to 10 addresses. Remove one to save another.'),
    );
    await userEvent.type(pincode(), '600042');
    await fillTheRest();
    await waitFor(() => expect(state()).toHaveValue('Tamil Nadu'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('You can keep up to 10 addresses. Remove one to save another.'),
    ).toBeInTheDocument();
  });

  it("chooses a returning shopper's latest saved address for them, once", async () => {
    const { address } = setUp({ saved: { addresses: [home] } });
    const { id: _id, ...kept } = home;
    await waitFor(() => expect(address()).toEqual(kept));
    expect(screen.getByRole('radio', { name: /14 Kapaleeshwarar Koil Street/ })).toBeChecked();

    // A new address asked for stays blank: the saved one is not chosen again.
    await userEvent.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(address()).toEqual(EMPTY_ADDRESS);
    await userEvent.type(pincode(), '6');
    expect(address()).toMatchObject({ zip: '6', address1: '' });
  });

  it('fills the form with a saved address the shopper picks, which stays editable, without asking the directory', async () => {
    const { address } = setUp({ saved: { addresses: [home] } });
    await userEvent.click(await screen.findByRole('radio', { name: /14 Kapaleeshwarar Koil Street/ }));
    const { id: _id, ...kept } = home;
    expect(address()).toEqual(kept);
    expect(sentTo('GET /api/pincodes/:pincode')).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();

    // Changed in the form, it is still the one picked, to correct where it is kept if the shopper asks.
    await userEvent.type(box('Address line 2 (optional)'), 'Flat 2');
    expect(screen.getByRole('radio', { name: /14 Kapaleeshwarar Koil Street/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Update this saved address' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();

    // Each address is the shopper's to save afresh: a tick given to one is not carried to the next.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Update this saved address' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A new address' }));
    expect(address()).toEqual(EMPTY_ADDRESS);
    await userEvent.type(pincode(), '600042');
    expect(screen.getByRole('checkbox', { name: 'Save this address' })).not.toBeChecked();
  });

  it('corrects a picked saved address where it is kept when the shopper asks, and the order goes ahead', async () => {
    const { onSubmit } = setUp({ saved: { addresses: [home] } });
    answer('PUT /api/users/me/addresses/:id', (request) => ({
      addresses: [{ ...(request.body as SavedAddress), id: 'adr_home' }],
    }));
    await userEvent.click(await screen.findByRole('radio', { name: /14 Kapaleeshwarar Koil Street/ }));
    await userEvent.clear(box('Phone'));
    await userEvent.type(box('Phone'), '9444012345');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Update this saved address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(await screen.findByText('Saved for your next orders.')).toBeInTheDocument();
    expect(sentTo('PUT /api/users/me/addresses/:id').map((request) => request.path)).toEqual([
      '/api/users/me/addresses/adr_home',
    ]);
    const { id: _id, ...kept } = home;
    expect(bodiesSentTo('PUT /api/users/me/addresses/:id')).toEqual([{ ...kept, phone: '9444012345' }]);
    expect(bodiesSentTo('POST /api/users/me/addresses')).toEqual([]);
    expect(screen.getByRole('radio', { name: /9444012345/ })).toBeChecked();
    expect(
      screen.queryByRole('checkbox', { name: /this address|this saved address/ }),
    ).not.toBeInTheDocument();
  });

  it('says why a saved address could not be corrected, and the order goes ahead', async () => {
    const { onSubmit } = setUp({ saved: { addresses: [home] } });
    answer('PUT /api/users/me/addresses/:id', failure(404, 'Address not found'));
    await userEvent.click(await screen.findByRole('radio', { name: /14 Kapaleeshwarar Koil Street/ }));
    await userEvent.type(box('Address line 2 (optional)'), 'Flat 2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Update this saved address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
  });

  it('removes a saved address the shopper no longer wants', async () => {
    setUp({ saved: { addresses: [home] } });
    answer('DELETE /api/users/me/addresses/:id', { addresses: [] });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove the address at 14 Kapaleeshwarar Koil Street, Chennai',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Saved addresses' })).not.toBeInTheDocument(),
    );
    expect(sentTo('DELETE /api/users/me/addresses/:id')[0]?.path).toBe('/api/users/me/addresses/adr_home');
  });

  it('offers a retry when the saved addresses could not be read', async () => {
    setUp({ saved: failure(503, 'The shop is briefly unavailable.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your saved addresses could not be loaded.');
    answer('GET /api/users/me/addresses', { addresses: [home] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Saved addresses' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('neither reads nor offers to save addresses for a visitor whose session ended', () => {
    setUp({ signedIn: false });
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();
    expect(sentTo('GET /api/users/me/addresses')).toEqual([]);
  });
});

describe('DeliveryForm abroad', () => {
  const country = () => screen.getByRole('combobox', { name: 'Country' });
  const choose = (name: string) => userEvent.selectOptions(country(), name);
  const labelsAndAutofill = () =>
    Array.from(screen.getByRole('form').querySelectorAll('input:not([type=checkbox]), select')).map(
      (control) => [
        (control as HTMLInputElement).labels?.[0]?.textContent,
        control.getAttribute('autocomplete'),
        (control as HTMLInputElement).required,
      ],
    );

  it("asks an address in the United States in the country's own words, each field labelled for autofill", async () => {
    setUp();
    await choose('United States');
    expect(labelsAndAutofill()).toEqual([
      ['Country *', 'country-name', true],
      ['First name *', 'given-name', true],
      ['Last name *', 'family-name', true],
      ['Street address *', 'address-line1', true],
      ['Apt/suite (optional)', 'address-line2', false],
      ['City *', 'address-level2', true],
      ['State *', 'address-level1', true],
      ['ZIP code *', 'postal-code', true],
      ['Phone *', 'tel', true],
    ]);
    expect(
      within(screen.getByRole('combobox', { name: 'State' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a state', ...US_STATES]);
    expect(box('Phone')).toHaveAttribute('placeholder', '+1 212 555 0147');
    expect(screen.queryByRole('textbox', { name: 'Landmark (optional)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Zip/Pincode' })).not.toBeInTheDocument();
  });

  it("asks an address in the United Kingdom in the country's own words, the county optional", async () => {
    setUp();
    await choose('United Kingdom');
    expect(labelsAndAutofill()).toEqual([
      ['Country *', 'country-name', true],
      ['First name *', 'given-name', true],
      ['Last name *', 'family-name', true],
      ['Address line 1 *', 'address-line1', true],
      ['Address line 2 (optional)', 'address-line2', false],
      ['Town or city *', 'address-level2', true],
      ['County (optional)', 'address-level1', false],
      ['Postcode *', 'postal-code', true],
      ['Phone *', 'tel', true],
    ]);
    expect(box('Phone')).toHaveAttribute('placeholder', '+44 20 7946 0018');
  });

  it('empties the postal code, state and city on a change of country, and keeps the name and street', async () => {
    const { address } = setUp();
    await userEvent.type(pincode(), '600042');
    await waitFor(() => expect(box('City')).toHaveValue('Chennai'));
    await userEvent.type(box('First name'), 'Meera');
    await userEvent.type(box('Address'), '14 Temple Street');
    await choose('United States');
    expect(address()).toMatchObject({
      country: 'United States',
      firstName: 'Meera',
      address1: '14 Temple Street',
      zip: '',
      city: '',
      region: '',
    });
    expect(box('ZIP code')).toHaveValue('');
    expect(localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('United States');
  });

  it.each([
    [
      'United States',
      'ZIP code',
      '1000A',
      'Enter a 5-digit ZIP code, such as 10001, or a ZIP+4, such as 10001-1234.',
    ],
    [
      'United States',
      'ZIP code',
      '600042',
      'Enter a 5-digit ZIP code, such as 10001, or a ZIP+4, such as 10001-1234.',
    ],
    ['United Kingdom', 'Postcode', '12345', 'Enter a UK postcode, such as SW1A 1AA.'],
    ['United Kingdom', 'Postcode', 'SW1A1A', 'Enter a UK postcode, such as SW1A 1AA.'],
    [
      'United States',
      'Phone',
      '9840012345',
      'Enter a US phone number with its country code, such as +1 212 555 0147.',
    ],
    [
      'United Kingdom',
      'Phone',
      '020 7946 0018',
      'Enter a UK phone number with its country code, such as +44 20 7946 0018.',
    ],
  ])('in the %s, says beside the %s that %s will not do', async (chosen, label, typed, message) => {
    setUp();
    await choose(chosen);
    await userEvent.type(box(label), typed);
    expect(box(label)).toHaveValue(typed);
    await userEvent.tab();
    expect(box(label)).toHaveAttribute('aria-invalid', 'true');
    expect(box(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(sentTo('GET /api/pincodes/:pincode')).toEqual([]);
  });

  it('says what is wrong beside each field of a US address when the order is placed, and focuses the first', async () => {
    const { onSubmit } = setUp();
    await choose('United States');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('First name')).toHaveFocus();
    const state = screen.getByRole('combobox', { name: 'State' });
    const expectations: [HTMLElement, string][] = [
      [box('First name'), 'Enter your first name.'],
      [box('Last name'), 'Enter your last name.'],
      [box('Street address'), 'Enter your street address.'],
      [box('City'), 'Enter your city.'],
      [state, 'Choose your state.'],
      [box('ZIP code'), 'Enter a 5-digit ZIP code, such as 10001, or a ZIP+4, such as 10001-1234.'],
      [box('Phone'), 'Enter a US phone number with its country code, such as +1 212 555 0147.'],
    ];
    for (const [field, message] of expectations) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(box('Apt/suite (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('saves a UK address with its country, its postcode as Royal Mail prints it, and no county', async () => {
    const { onSubmit } = setUp();
    answer(
      'POST /api/users/me/addresses',
      (request) => ({ ...(request.body as object), id: 'adr_london' }) as SavedAddress,
    );
    await choose('United Kingdom');
    const paste = async (name: string, text: string) => {
      await userEvent.click(box(name));
      await userEvent.paste(text);
    };
    await paste('First name', 'Priya');
    await paste('Last name', 'Shah');
    await paste('Address line 1', '10 Downing Street');
    await paste('Town or city', 'London');
    await paste('Postcode', 'sw1a2aa');
    await paste('Phone', '+44 20 7946 0018');
    expect(box('Postcode')).toHaveValue('SW1A 2AA');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(bodiesSentTo('POST /api/users/me/addresses')).toEqual([
      {
        country: 'United Kingdom',
        firstName: 'Priya',
        lastName: 'Shah',
        phone: '+44 20 7946 0018',
        address1: '10 Downing Street',
        address2: '',
        city: 'London',
        region: '',
        zip: 'SW1A 2AA',
      },
    ]);
    expect(await screen.findByRole('radio', { name: /10 Downing Street/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /10 Downing Street/ })).toHaveAccessibleName(
      expect.stringContaining('United Kingdom'),
    );
  });

  it('switches to the country of a saved address the shopper picks, and remembers it', async () => {
    const boston: SavedAddress = {
      id: 'adr_boston',
      country: 'United States',
      firstName: 'Anil',
      lastName: 'Rao',
      phone: '+1 617 555 0123',
      address1: '1 Beacon Street',
      address2: 'Suite 400',
      city: 'Boston',
      region: 'Massachusetts',
      zip: '02108',
    };
    const { address } = setUp({ saved: { addresses: [home, boston] } });
    const radio = await screen.findByRole('radio', { name: /1 Beacon Street/ });
    expect(radio).toHaveAccessibleName(expect.stringContaining('United States'));
    await userEvent.click(radio);
    expect(country()).toHaveValue('United States');
    expect(box('ZIP code')).toHaveValue('02108');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Massachusetts');
    expect(address()).toMatchObject({ country: 'United States', zip: '02108', landmark: '' });
    expect(localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('United States');
    expect(screen.queryByRole('checkbox', { name: 'Save this address' })).not.toBeInTheDocument();
  });
});
