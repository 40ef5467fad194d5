import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminSettings, CodCaps, HomeTexts } from '@brass/shared/contracts/admin-settings';
import type { ExchangeRate, PricingSettings } from '@brass/shared/contracts/checkout';
import type { ShopContact } from '@brass/shared/contracts/content';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { FormField } from '../../../components/FormField';
import { OwnerOnlyNote, ownerOnlyFieldset } from '../../../components/OwnerOnlyNote';
import { fieldProblems } from '../../../utils/field-problems';
import { saveSettings } from '../api/settings';
import styles from './SettingsForm.module.css';

interface FieldSpec<Key extends string> {
  key: Key;
  label: string;
  hint?: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  /** The keyboard a phone shows: digits, with or without a decimal point. */
  inputMode?: 'numeric' | 'decimal';
}

const HOME_FIELDS: FieldSpec<keyof HomeTexts>[] = [
  { key: 'mostPopularTitle', label: 'Most Popular title', hint: 'Up to 60 characters.' },
  { key: 'newArrivalsTitle', label: 'New Arrivals title', hint: 'Up to 60 characters.' },
  { key: 'shippingText', label: 'Shipping banner text', hint: 'Up to 200 characters.' },
];

const CONTACT_FIELDS: FieldSpec<keyof ShopContact>[] = [
  {
    key: 'address',
    label: 'Address',
    multiline: true,
    hint: 'Up to 500 characters; leave empty to hide it.',
  },
  { key: 'phone', label: 'Phone', type: 'tel', hint: 'An Indian mobile number, such as +91 98400 12345.' },
  {
    key: 'whatsapp',
    label: 'WhatsApp number',
    type: 'tel',
    hint: 'An Indian mobile number; leave empty to hide the WhatsApp link.',
  },
  { key: 'email', label: 'Email', type: 'email', hint: 'Such as care@brassaangan.in.' },
  { key: 'gstin', label: 'GSTIN', hint: '15 characters, such as 33ABCDE1234F1Z5.' },
];

type PricingAmounts = Omit<PricingSettings, 'exchangeRates' | 'exportsZeroRated'>;

const PRICING_FIELDS: FieldSpec<keyof PricingAmounts>[] = [
  {
    key: 'taxRatePercent',
    label: 'Tax rate (%)',
    inputMode: 'decimal',
    hint: 'GST charged on the goods, from 0 to 28 percent, such as 12 or 18.',
  },
  {
    key: 'deliveryFee',
    label: 'Delivery fee (₹)',
    inputMode: 'numeric',
    hint: 'The flat delivery the cart shows before a courier is chosen at checkout; 0 to 10,000 rupees.',
  },
  {
    key: 'freeDeliveryThreshold',
    label: 'Free delivery threshold (₹)',
    inputMode: 'numeric',
    hint: 'Orders whose goods come to this much or more ship free, at the cart and at checkout. Leave empty for no free delivery.',
  },
  {
    key: 'codFee',
    label: 'Cash on delivery fee (₹)',
    inputMode: 'numeric',
    hint: 'Added as its own line to an order paid in cash on delivery; 0 to 10,000 rupees.',
  },
  {
    key: 'codLimit',
    label: 'Cash on delivery up to (₹)',
    inputMode: 'numeric',
    hint: 'Orders worth more (goods, delivery and tax) are paid online. 0 offers no cash on delivery.',
  },
];

/** The selling abroad group as the form types it. */
interface AbroadTyped {
  usdRupees: string;
  gbpRupees: string;
  lutNumber: string;
}

const RATE_FIELDS: (FieldSpec<'usdRupees' | 'gbpRupees'> & {
  currency: keyof PricingSettings['exchangeRates'];
})[] = [
  {
    key: 'usdRupees',
    currency: 'USD',
    label: 'Rupees for one US dollar',
    inputMode: 'decimal',
    hint: 'Shoppers in the United States see amounts in dollars, marked approximate, from this rate. Leave empty to show rupees only.',
  },
  {
    key: 'gbpRupees',
    currency: 'GBP',
    label: 'Rupees for one pound',
    inputMode: 'decimal',
    hint: 'Shoppers in the United Kingdom see amounts in pounds, marked approximate, from this rate. Leave empty to show rupees only.',
  },
];

const LUT_FIELD: FieldSpec<'lutNumber'> = {
  key: 'lutNumber',
  label: 'LUT number',
  hint: 'The letter of undertaking you filed to export without IGST, such as AD270326012345X: orders abroad then carry no tax and their invoices name it. Leave empty to charge IGST on them.',
};

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The rate's hint, with the day the rate now stored was set. */
function rateHint(hint: string | undefined, rate: ExchangeRate | null): string | undefined {
  return rate ? `${hint} Set on ${dayFormat.format(new Date(`${rate.setOn}T00:00:00Z`))}.` : hint;
}

const COD_CAP_FIELDS: FieldSpec<keyof CodCaps>[] = [
  {
    key: 'maxOpenOrders',
    label: 'Open cash on delivery orders per shopper',
    inputMode: 'numeric',
    hint: 'How many orders paid on delivery one shopper may have waiting to be delivered; 1 to 20.',
  },
  {
    key: 'maxOpenValue',
    label: 'Open cash on delivery value per shopper (₹)',
    inputMode: 'numeric',
    hint: 'What those orders may come to together, before the COD fee. Left as it is, it follows the limit above.',
  },
];

const REFUND_LIMIT_FIELD: FieldSpec<'staffLimit'> = {
  key: 'staffLimit',
  label: 'Staff may refund up to (₹)',
  inputMode: 'numeric',
  hint: 'Of one order, every refund of it counted; larger refunds are yours to make. 0 leaves every refund to you.',
};

const RETURN_WINDOW_FIELD: FieldSpec<'windowDays'> = {
  key: 'windowDays',
  label: 'Return window (days after delivery)',
  inputMode: 'numeric',
  hint: 'How long after delivery a shopper may ask to return pieces; 0 takes no returns.',
};

const FIELD_PATHS = [
  ...HOME_FIELDS.map(({ key }) => `home.${key}`),
  ...CONTACT_FIELDS.map(({ key }) => `contact.${key}`),
  ...PRICING_FIELDS.map(({ key }) => `pricing.${key}`),
  ...RATE_FIELDS.map(({ key }) => `abroad.${key}`),
  `abroad.${LUT_FIELD.key}`,
  ...COD_CAP_FIELDS.map(({ key }) => `cashOnDelivery.${key}`),
  `refunds.${REFUND_LIMIT_FIELD.key}`,
  `returns.${RETURN_WINDOW_FIELD.key}`,
];

/** An amount as typed, with the keyboard of digits; the API reads the number. */
function AmountField({
  field,
  problem,
  value,
  onChange,
}: {
  field: FieldSpec<string>;
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={field.label} hint={field.hint} problem={problem}>
      {(control) => (
        <input
          {...control}
          name={field.key}
          inputMode={field.inputMode}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The form's text for each detail: an empty box for one the shop does not give. */
function typedContact(contact: ShopContact): Record<keyof ShopContact, string> {
  return {
    address: contact.address ?? '',
    phone: contact.phone ?? '',
    whatsapp: contact.whatsapp ?? '',
    email: contact.email ?? '',
    gstin: contact.gstin ?? '',
  };
}

/** The form's text for each amount: an empty box for a free-delivery threshold the shop does not have. */
function typedPricing(pricing: PricingSettings): Record<keyof PricingAmounts, string> {
  return {
    taxRatePercent: String(pricing.taxRatePercent),
    deliveryFee: String(pricing.deliveryFee),
    freeDeliveryThreshold:
      pricing.freeDeliveryThreshold === null ? '' : String(pricing.freeDeliveryThreshold),
    codFee: String(pricing.codFee),
    codLimit: String(pricing.codLimit),
  };
}

/** An empty box for a rate or an LUT the owner has not set. */
function typedAbroad({ pricing, abroad }: AdminSettings): AbroadTyped {
  return {
    usdRupees: pricing.exchangeRates.USD ? String(pricing.exchangeRates.USD.rupees) : '',
    gbpRupees: pricing.exchangeRates.GBP ? String(pricing.exchangeRates.GBP.rupees) : '',
    lutNumber: abroad.lutNumber ?? '',
  };
}

function typedCodCaps(caps: CodCaps): Record<keyof CodCaps, string> {
  return { maxOpenOrders: String(caps.maxOpenOrders), maxOpenValue: String(caps.maxOpenValue) };
}

/**
 * Every group saved together; each of the API's refusals shows beside its field. Without `canChange`
 * (staff), the fields are shown disabled under a note, and there is no Save.
 */
export function SettingsForm({ settings, canChange }: { settings: AdminSettings; canChange: boolean }) {
  const [home, setHome] = useState<HomeTexts>(settings.home);
  const [contact, setContact] = useState(() => typedContact(settings.contact));
  const [pricing, setPricing] = useState(() => typedPricing(settings.pricing));
  const [abroad, setAbroad] = useState(() => typedAbroad(settings));
  const [rates, setRates] = useState(settings.pricing.exchangeRates);
  const [codCaps, setCodCaps] = useState(() => typedCodCaps(settings.cashOnDelivery));
  const [refundLimit, setRefundLimit] = useState(() => String(settings.refunds.staffLimit));
  const [returnWindow, setReturnWindow] = useState(() => String(settings.returns.windowDays));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    setSaved(false);
    try {
      const stored = await saveSettings({
        home,
        contact: {
          address: contact.address.trim() || null,
          phone: contact.phone.trim() || null,
          whatsapp: contact.whatsapp.trim() || null,
          email: contact.email.trim() || null,
          gstin: contact.gstin.trim() || null,
        },
        pricing,
        abroad: { ...abroad, lutNumber: abroad.lutNumber.trim() || null },
        cashOnDelivery: codCaps,
        refunds: { staffLimit: refundLimit },
        returns: { windowDays: returnWindow },
      });
      setHome(stored.home);
      setContact(typedContact(stored.contact));
      setPricing(typedPricing(stored.pricing));
      setAbroad(typedAbroad(stored));
      setRates(stored.pricing.exchangeRates);
      setCodCaps(typedCodCaps(stored.cashOnDelivery));
      setRefundLimit(String(stored.refunds.staffLimit));
      setReturnWindow(String(stored.returns.windowDays));
      setSaved(true);
    } catch (error) {
      setProblems(
        failedStatus(error) === 400
          ? fieldProblems(apiErrorMessage(error, 'The settings could not be saved.'), FIELD_PATHS)
          : { form: apiErrorMessage(error, 'The settings could not be saved. Try again.') },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
      {!canChange && <OwnerOnlyNote what="the settings" />}
      <fieldset className={ownerOnlyFieldset} disabled={!canChange}>
        <Card title="Home page">
          <div className={styles.fields}>
            {HOME_FIELDS.map((field) => (
              <FormField
                key={field.key}
                label={field.label}
                hint={field.hint}
                problem={problems[`home.${field.key}`]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={field.key}
                    value={home[field.key]}
                    onChange={(event) => setHome((typed) => ({ ...typed, [field.key]: event.target.value }))}
                  />
                )}
              </FormField>
            ))}
          </div>
        </Card>
        <Card title="Contact details" meta="Shown in the shop's footer and contact page">
          <div className={styles.fields}>
            {CONTACT_FIELDS.map((field) => (
              <FormField
                key={field.key}
                label={field.label}
                hint={field.hint}
                problem={problems[`contact.${field.key}`]}
              >
                {(control) =>
                  field.multiline ? (
                    <textarea
                      {...control}
                      name={field.key}
                      rows={3}
                      value={contact[field.key]}
                      onChange={(event) =>
                        setContact((typed) => ({ ...typed, [field.key]: event.target.value }))
                      }
                    />
                  ) : (
                    <input
                      {...control}
                      name={field.key}
                      type={field.type ?? 'text'}
                      spellCheck={false}
                      value={contact[field.key]}
                      onChange={(event) =>
                        setContact((typed) => ({ ...typed, [field.key]: event.target.value }))
                      }
                    />
                  )
                }
              </FormField>
            ))}
          </div>
        </Card>
        <Card title="Pricing" meta="What the cart and checkout charge besides the goods">
          <div className={styles.fields}>
            {PRICING_FIELDS.map((field) => (
              <AmountField
                key={field.key}
                field={field}
                problem={problems[`pricing.${field.key}`]}
                value={pricing[field.key]}
                onChange={(value) => setPricing((typed) => ({ ...typed, [field.key]: value }))}
              />
            ))}
          </div>
        </Card>
        <Card title="Selling abroad" meta="Orders to the United States and the United Kingdom">
          <div className={styles.fields}>
            {RATE_FIELDS.map((field) => (
              <AmountField
                key={field.key}
                field={{ ...field, hint: rateHint(field.hint, rates[field.currency]) }}
                problem={problems[`abroad.${field.key}`]}
                value={abroad[field.key]}
                onChange={(value) => setAbroad((typed) => ({ ...typed, [field.key]: value }))}
              />
            ))}
            <FormField
              label={LUT_FIELD.label}
              hint={LUT_FIELD.hint}
              problem={problems[`abroad.${LUT_FIELD.key}`]}
            >
              {(control) => (
                <input
                  {...control}
                  name={LUT_FIELD.key}
                  autoComplete="off"
                  spellCheck={false}
                  value={abroad.lutNumber}
                  onChange={(event) => setAbroad((typed) => ({ ...typed, lutNumber: event.target.value }))}
                />
              )}
            </FormField>
          </div>
        </Card>
        <Card title="Cash on delivery" meta="How much one shopper may have open at once">
          <div className={styles.fields}>
            {COD_CAP_FIELDS.map((field) => (
              <AmountField
                key={field.key}
                field={field}
                problem={problems[`cashOnDelivery.${field.key}`]}
                value={codCaps[field.key]}
                onChange={(value) => setCodCaps((typed) => ({ ...typed, [field.key]: value }))}
              />
            ))}
          </div>
        </Card>
        <Card
          title="Refunds and returns"
          meta="What staff may give back without you, and for how long returns are taken"
        >
          <div className={styles.fields}>
            <AmountField
              field={REFUND_LIMIT_FIELD}
              problem={problems[`refunds.${REFUND_LIMIT_FIELD.key}`]}
              value={refundLimit}
              onChange={setRefundLimit}
            />
            <AmountField
              field={RETURN_WINDOW_FIELD}
              problem={problems[`returns.${RETURN_WINDOW_FIELD.key}`]}
              value={returnWindow}
              onChange={setReturnWindow}
            />
          </div>
        </Card>
      </fieldset>
      {canChange && (
        <div className={styles.footer}>
          {Object.keys(problems).length > 0 && (
            <p className={styles.alert} role="alert">
              {problems.form ?? 'The settings were not saved: see the fields above.'}
            </p>
          )}
          {/* Always in the page, so that screen readers hear the confirmation put in it. */}
          <p className={styles.saved} role="status">
            {saved && 'Settings saved. The shop shows them from now on.'}
          </p>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {busy ? 'Saving...' : 'Save settings'}
          </button>
        </div>
      )}
    </form>
  );
}
