import type { AdminSettings } from '@brass/shared/contracts/admin-settings';

export function someSettings(): AdminSettings {
  return {
    home: {
      mostPopularTitle: 'Most Popular',
      newArrivalsTitle: 'New Arrivals',
      shippingText: 'Free shipping above ₹2,000',
    },
    contact: {
      address: '12 Car Street, Mylapore, Chennai',
      phone: '+919840012345',
      whatsapp: null,
      email: 'care@brassaangan.in',
      gstin: null,
    },
    pricing: {
      taxRatePercent: 12,
      deliveryFee: 120,
      freeDeliveryThreshold: null,
      codFee: 50,
      codLimit: 10_000,
      exchangeRates: { USD: null, GBP: null },
      exportsZeroRated: false,
    },
    abroad: { lutNumber: null },
    cashOnDelivery: { maxOpenOrders: 2, maxOpenValue: 10_000 },
    refunds: { staffLimit: 5_000 },
    returns: { windowDays: 7 },
  };
}
