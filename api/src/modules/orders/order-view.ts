/** Orders as the shop shows them (the contract's orderSchema), from their rows. */
import type { DeliveryAddress } from '@brass/shared/contracts/accounts';
import type { Order } from '@brass/shared/contracts/orders';
import { isDefaultRate } from '../shipping/fallback-rates.js';
import { formatOrderNumber } from './order-number.js';
import type { OrderWithItems } from './repository.js';

/**
 * The checkout form's address in the order's words (Order). The order's address has no landmark of its
 * own: it ends the street, where the courier reads it.
 */
export function shippingAddressOf(
  address: DeliveryAddress & { landmark?: string },
): Order['shippingAddress'] {
  const landmark = address.landmark?.trim();
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    street: [address.address1, address.address2, landmark && `Landmark: ${landmark}`]
      .filter((line) => line?.trim())
      .join(', '),
    city: address.city,
    state: address.region,
    zipcode: address.zip,
    phoneNumber: address.phone,
    country: address.country,
  };
}

export function toOrder({ order, items }: OrderWithItems): Order {
  return {
    // Shoppers and the back office know an order by its number; the internal id stays in the database.
    _id: formatOrderNumber(order.number),
    orderNumber: formatOrderNumber(order.number),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod === 'cod' ? 'cod' : 'online',
    totalAmount: order.totalAmount,
    subtotal: order.subtotal,
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    discount: order.discount,
    shippingCharge: order.shippingCharge,
    tax: order.tax,
    codFee: order.codFee,
    deliversBy: order.deliversBy,
    ...(order.shiprocketAwbCode ? { shiprocketAwbCode: order.shiprocketAwbCode } : {}),
    awaitingConfirmation:
      order.paymentMethod === 'cod' && order.codConfirmedAt === null && order.status === 'preparing',
    shippingToArrange: order.courier !== null && isDefaultRate(order.courier) && !order.shiprocketAwbCode,
    ...(order.isGift ? { gift: order.giftMessage ? { message: order.giftMessage } : {} } : {}),
    shippingAddress: order.shippingAddress,
    products: items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      price: item.price,
    })),
  };
}
