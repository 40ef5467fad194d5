import type { RemotePageProps } from '@brass/shared/remote-pages';
import { Favorites } from '../features/home/components/Favorites';
import { Hero } from '../features/home/components/Hero';
import { MostPopular } from '../features/home/components/MostPopular';
import { NewArrivals } from '../features/home/components/NewArrivals';
import { ShippingBanner } from '../features/home/components/ShippingBanner';
import { SocialRail } from '../features/home/components/SocialRail';
import { RecentlyViewed } from '../features/recently-viewed/components/RecentlyViewed';
import { BRAND_NAME } from '@brass/shared/constants';
import { usePageMeta } from '@brass/shared/page-meta';
import styles from './HomePage.module.css';

export default function HomePage({ mobileMenuOpen = false }: RemotePageProps) {
  usePageMeta({
    title: `${BRAND_NAME} · Handcrafted brass idols, lamps and decor`,
    description:
      "Handcrafted brass idols, diyas, lamps and urlis from India's master artisans. Ganesha, Krishna, Buddha and more, shipped across India.",
    canonical: '/',
  });

  return (
    <div data-boundary="catalog">
      <Hero />
      <ShippingBanner />
      <Favorites />
      <MostPopular />
      <NewArrivals />
      <RecentlyViewed className={styles.recent} />
      {/* The rail would sit over the slide-in menu. */}
      {!mobileMenuOpen && <SocialRail />}
    </div>
  );
}
