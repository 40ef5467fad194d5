/** The side navigation's line icons, drawn in the link's colour. */
const PATHS = {
  dashboard: 'M4 13h6V4H4zm0 7h6v-4H4zm10 0h6v-9h-6zm0-16v4h6V4z',
  products:
    'M12 3 4 7v10l8 4 8-4V7zm0 2.2L17.6 8 12 10.8 6.4 8zM6 9.6l5 2.5v6.6l-5-2.5zm7 9.1v-6.6l5-2.5v6.6z',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zm3 5h6M9 12h6M9 16h4',
  returns: 'M9 7H5V3M5.5 7A8 8 0 1 1 4 12m5-2h6M9 14h4',
  content: 'M5 4h14v16H5zm3 4h8M8 12h8M8 16h5',
  coupons: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zm10 0v10',
  inbox: 'M4 5h16v14H4zm0 8h4.5l1.5 2.5h4l1.5-2.5H20',
  reviews: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  settings:
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM4 12h2m12 0h2M12 4v2m0 12v2M6.3 6.3l1.4 1.4m8.6 8.6 1.4 1.4m0-11.4-1.4 1.4m-8.6 8.6-1.4 1.4',
  staff:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.9 3 2.9 3 5.5',
  audit: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4v4.5l3 2',
  releases: 'M12 4 3 8.5l9 4.5 9-4.5zM3 12.5l9 4.5 9-4.5M3 16.5 12 21l9-4.5',
} as const;

export type IconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: IconName }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
