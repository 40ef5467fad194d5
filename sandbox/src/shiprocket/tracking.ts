import { istDateTime } from './dates.js';
import { countryNameOf } from './international.js';
import { hubOf, placeOf, scanLocation, type Place } from './places.js';
import { pickupPincode, type Shipment } from './shipments.js';

interface Milestone {
  /** The courier's own scan code. */
  status: string;
  activity: string;
  /** Shiprocket's status code and label for the scan. */
  srStatus: number;
  label: string;
  where: 'origin' | 'hub' | 'destination';
}

// One milestone per step after AWB assignment; the last one is final.
const milestones: Milestone[] = [
  { status: 'PUS', activity: 'Pickup Scheduled', srStatus: 27, label: 'PICKUP SCHEDULED', where: 'origin' },
  { status: 'PUD', activity: 'Picked Up', srStatus: 42, label: 'PICKED UP', where: 'origin' },
  {
    status: 'IT',
    activity: 'In Transit - Shipment received at hub',
    srStatus: 18,
    label: 'IN TRANSIT',
    where: 'hub',
  },
  {
    status: 'RAD',
    activity: 'Reached at Destination Hub',
    srStatus: 38,
    label: 'REACHED AT DESTINATION HUB',
    where: 'destination',
  },
  {
    status: 'OFD',
    activity: 'Out for Delivery',
    srStatus: 17,
    label: 'OUT FOR DELIVERY',
    where: 'destination',
  },
  { status: 'DLVD', activity: 'Delivered', srStatus: 7, label: 'DELIVERED', where: 'destination' },
];

export const unknownAwb = {
  tracking_data: {
    track_status: 0,
    error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
  },
};

/**
 * What `GET /courier/track/awb/:awb` answers for a shipment with an AWB: the events reached by `nowMs`,
 * one every `stepMs` from the assignment, newest first as Shiprocket lists them.
 */
export function trackingOf(
  shipment: Shipment & Required<Pick<Shipment, 'awb'>>,
  nowMs: number,
  stepMs: number,
) {
  const { awb } = shipment;
  const places: Record<Milestone['where'], Place> =
    shipment.country === 'IN'
      ? {
          origin: placeOf(pickupPincode),
          hub: hubOf(shipment.deliveryPincode),
          destination: placeOf(shipment.deliveryPincode),
        }
      : {
          origin: placeOf(pickupPincode),
          // Parcels abroad leave through the export hub in Mumbai.
          hub: placeOf('400001'),
          destination: { city: shipment.city, state: countryNameOf(shipment.country) },
        };
  const reached = Math.min(milestones.length, Math.max(1, Math.floor((nowMs - awb.assignedAt) / stepMs) + 1));
  const timeOf = (step: number) => istDateTime(awb.assignedAt + step * stepMs);
  const events = milestones.slice(0, reached).map((milestone, step) => ({ milestone, date: timeOf(step) }));
  const latest = events.at(-1);
  if (!latest) throw new Error('A shipment with an AWB has at least one event');
  const delivered = reached === milestones.length;
  const etd = timeOf(milestones.length - 1);
  return {
    tracking_data: {
      track_status: 1,
      shipment_status: latest.milestone.srStatus,
      shipment_track: [
        {
          id: shipment.shipmentId,
          awb_code: awb.code,
          courier_company_id: awb.courier.courier_company_id,
          shipment_id: shipment.shipmentId,
          order_id: shipment.orderId,
          pickup_date: reached > 1 ? timeOf(1) : null,
          delivered_date: delivered ? latest.date : null,
          weight: shipment.weight.toFixed(2),
          packages: 1,
          current_status: latest.milestone.label,
          delivered_to: delivered ? places.destination.city : '',
          destination: places.destination.city,
          consignee_name: shipment.consignee,
          origin: places.origin.city,
          courier_agent_details: null,
          courier_name: awb.courier.courier_name,
          edd: etd,
          pod: delivered ? 'Available' : 'Not Available',
          pod_status: '',
        },
      ],
      shipment_track_activities: events.reverse().map(({ milestone, date }) => ({
        date,
        status: milestone.status,
        activity: milestone.activity,
        location: scanLocation(places[milestone.where]),
        'sr-status': String(milestone.srStatus),
        'sr-status-label': milestone.label,
      })),
      track_url: `https://shiprocket.co/tracking/${awb.code}`,
      etd,
      qc_response: { qc_image: '', qc_failed_reason: '' },
    },
  };
}
