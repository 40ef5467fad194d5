import { useBlogs } from '../features/blog/api/get-blogs';
import { BlogList } from '../features/blog/components/BlogList';
import { pageTitle } from '../config/brand';
import { usePageMeta } from '@brass/shared/page-meta';
import page from '../components/Page.module.css';
import styles from './BlogListPage.module.css';

const DESCRIPTION =
  'The Brass Aangan blog: how Indian brass idols, diyas and lamps are made, the traditions behind them, and how to care for brass at home.';

export default function BlogListPage() {
  const state = useBlogs();
  usePageMeta({ title: pageTitle('Blog'), description: DESCRIPTION });
  return (
    <div data-boundary="blog" className={page.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>Blog</h1>
        <p className={styles.intro}>
          Notes from our workshop on Indian brass: the craft behind each piece, the festivals they belong to,
          and how to keep them glowing.
        </p>
      </header>
      <BlogList state={state} />
    </div>
  );
}
