import type { AdminProfile } from '@brass/shared/contracts/admin';
import type { ReactNode } from 'react';
import { AuditLogScreen } from '../features/audit/components/AuditLogScreen';
import { ContentScreen } from '../features/content/components/ContentScreen';
import { CouponsScreen } from '../features/coupons/components/CouponsScreen';
import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';
import { InboxScreen } from '../features/inbox/components/InboxScreen';
import { OrdersScreen } from '../features/orders/components/OrdersScreen';
import { ProductsScreen } from '../features/products/components/ProductsScreen';
import { ReleasesScreen } from '../features/releases/components/ReleasesScreen';
import { ReturnsScreen } from '../features/returns/components/ReturnsScreen';
import { ReviewsScreen } from '../features/reviews/components/ReviewsScreen';
import { SettingsScreen } from '../features/settings/components/SettingsScreen';
import { StaffScreen } from '../features/staff/components/StaffScreen';
import type { IconName } from './NavIcon';

/** One screen of the back office, at `/admin/<slug>`, and its entry in the side navigation. */
export interface Screen {
  slug: string;
  label: string;
  icon: IconName;
  /** Only the owner may use it: the API refuses staff, and the screen shows that refusal. */
  ownerOnly?: boolean;
  /** Left out of the navigation staff see: nothing on it is theirs to read or do. */
  unlistedForStaff?: boolean;
  /** `rest`: what the address names after the screen's slug, such as an order's number. */
  render: (profile: AdminProfile, rest: string) => ReactNode;
}

/** Every screen, in the order of the side navigation. A new screen is one more entry here. */
export const SCREENS: Screen[] = [
  { slug: 'dashboard', label: 'Dashboard', icon: 'dashboard', render: () => <DashboardScreen /> },
  {
    slug: 'products',
    label: 'Products',
    icon: 'products',
    render: (_profile, rest) => <ProductsScreen rest={rest} />,
  },
  {
    slug: 'orders',
    label: 'Orders',
    icon: 'orders',
    render: (profile, rest) => <OrdersScreen rest={rest} canFileReturns={profile.role === 'owner'} />,
  },
  { slug: 'returns', label: 'Returns', icon: 'returns', render: () => <ReturnsScreen /> },
  { slug: 'coupons', label: 'Coupons', icon: 'coupons', render: () => <CouponsScreen /> },
  {
    slug: 'content',
    label: 'Content',
    icon: 'content',
    render: (profile, rest) => <ContentScreen rest={rest} canEditPages={profile.role === 'owner'} />,
  },
  { slug: 'inbox', label: 'Inbox', icon: 'inbox', render: () => <InboxScreen /> },
  { slug: 'reviews', label: 'Reviews', icon: 'reviews', render: () => <ReviewsScreen /> },
  {
    slug: 'settings',
    label: 'Settings',
    icon: 'settings',
    render: (profile) => <SettingsScreen canChange={profile.role === 'owner'} />,
  },
  {
    slug: 'staff',
    label: 'Staff',
    icon: 'staff',
    ownerOnly: true,
    render: (profile) => <StaffScreen profile={profile} />,
  },
  {
    slug: 'releases',
    label: 'Releases',
    icon: 'releases',
    ownerOnly: true,
    unlistedForStaff: true,
    render: () => <ReleasesScreen />,
  },
  {
    slug: 'audit',
    label: 'Audit log',
    icon: 'audit',
    render: (profile) => <AuditLogScreen staffChanges={profile.role === 'owner'} />,
  },
];

/**
 * The screen an address names by what follows `/admin/` (`staff`, `audit/`): `/admin` itself is the
 * dashboard; an unknown name is no screen.
 */
export function screenAt(path: string): Screen | undefined {
  const slug = path.split('/')[0]?.toLowerCase() || 'dashboard';
  return SCREENS.find((screen) => screen.slug === slug);
}

/** What follows the screen's slug in the address: `BA-10042` of `orders/BA-10042`. */
export function restOf(path: string): string {
  return path.split('/').slice(1).join('/');
}
