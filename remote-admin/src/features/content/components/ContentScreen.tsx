import { ScreenHeader } from '../../../components/ScreenHeader';
import { ContentOverview } from './ContentOverview';
import { PageEditor } from './PageEditor';
import { PostEditor } from './PostEditor';

/**
 * `/admin/content` lists the blog posts and the policy pages; `posts/new` writes a post,
 * `posts/<id>` edits one, `pages/<slug>` edits a policy page.
 */
export function ContentScreen({ rest, canEditPages }: { rest: string; canEditPages: boolean }) {
  const [kind, name] = rest.split('/').map((part) => decodeURIComponent(part));
  if (kind === 'posts' && name) return <PostEditor key={name} id={name === 'new' ? undefined : name} />;
  if (kind === 'pages' && name) return <PageEditor key={name} slug={name} canEdit={canEditPages} />;
  return (
    <>
      <ScreenHeader title="Content">
        Write the shop&apos;s blog posts, publish them when ready, and keep the policy pages up to date.
      </ScreenHeader>
      <ContentOverview />
    </>
  );
}
