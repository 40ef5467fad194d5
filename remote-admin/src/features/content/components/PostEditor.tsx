import { apiErrorMessage, imageUrl } from '@brass/shared/api-support';
import type { AdminBlog } from '@brass/shared/contracts/admin-content';
import { Link, useLocation, useNavigate } from '@brass/shared/router';
import { failedStatus } from '@brass/shared/use-request';
import { useState, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { fieldProblems } from '../../../utils/field-problems';
import { formatDay, formatWhen } from '../../../utils/format-when';
import { saveBlogPost, setPublished, useBlogPost } from '../api/blog-posts';
import { PostImage } from './PostImage';
import { ContentForm, MARKDOWN_HINT } from './ContentForm';
import styles from './Content.module.css';

const FIELDS = ['title', 'body'] as const;

/** A new post (no `id`), or the post `id` loaded to edit. */
export function PostEditor({ id }: { id?: string }) {
  const [attempt, setAttempt] = useState(0);
  const loaded = useBlogPost(id, attempt);
  return (
    <div className={styles.screen}>
      <Link to="/admin/content" className={styles.back}>
        ← All content
      </Link>
      {id ? (
        <LoadState
          state={loaded}
          loading="Loading the post..."
          onRetry={() => setAttempt((count) => count + 1)}
        >
          {(post) => <PostForm post={post} />}
        </LoadState>
      ) : (
        <PostForm />
      )}
    </div>
  );
}

function PostForm({ post: loaded }: { post?: AdminBlog }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [post, setPost] = useState(loaded);
  const [title, setTitle] = useState(loaded?.title ?? '');
  const [text, setText] = useState(loaded?.body ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | undefined>((location.state as { saved?: string } | null)?.saved);
  const [busy, setBusy] = useState(false);
  // The API keeps the text trimmed, with one kind of line break.
  const body = text.replace(/\r\n?/g, '\n').trim();
  const edited = post !== undefined && (title.trim() !== post.title || body !== post.body);

  /** Sends the title and text as typed; nothing back when refused, with the refusal shown. */
  async function send(): Promise<AdminBlog | undefined> {
    try {
      return await saveBlogPost(post?.id, { title: title.trim(), body });
    } catch (error) {
      setProblems(
        failedStatus(error) === 400
          ? fieldProblems(apiErrorMessage(error, 'The post could not be saved.'), FIELDS)
          : { form: apiErrorMessage(error, 'The post could not be saved. Try again.') },
      );
      return undefined;
    }
  }

  function start() {
    setBusy(true);
    setProblems({});
    setDone(undefined);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start();
    const saved = await send();
    setBusy(false);
    if (!saved) return;
    if (!post) {
      void navigate(`/admin/content/posts/${encodeURIComponent(saved.id)}`, {
        replace: true,
        state: { saved: 'Draft saved. Add its image below, and publish it when it is ready.' },
      });
      return;
    }
    setPost(saved);
    setDone('Post saved.');
  }

  /** Publishing publishes what the owner sees: changes typed since the last save are saved first. */
  async function togglePublished() {
    if (!post) return;
    const publish = post.state !== 'published';
    start();
    try {
      if (publish && edited && !(await send())) return;
      const changed = await setPublished(post.id, publish);
      setPost(changed);
      setDone(
        changed.state === 'published' ? 'Published in the shop.' : 'Taken out of the shop: a draft again.',
      );
    } catch (error) {
      setProblems({ form: apiErrorMessage(error, 'The post could not be changed. Try again.') });
    } finally {
      setBusy(false);
    }
  }

  const published = post?.state === 'published';
  return (
    <>
      <ScreenHeader title={post ? 'Edit post' : 'New post'}>
        {post
          ? `${published ? 'Published' : 'Draft'} · last changed ${formatWhen(post.updatedAt)}`
          : 'A new post is saved as a draft; shoppers see it once you publish it.'}
      </ScreenHeader>
      <ContentForm
        noun="post"
        label={post ? 'Edit post' : 'New post'}
        title={title}
        onTitle={setTitle}
        text={{
          label: 'Text',
          name: 'body',
          hint: MARKDOWN_HINT,
          rows: 16,
          value: text,
          onChange: setText,
        }}
        problems={problems}
        done={done}
        busy={busy}
        onSubmit={(event) => void save(event)}
        actions={
          post && (
            <button
              type="button"
              className={buttons.quiet}
              disabled={busy}
              onClick={() => void togglePublished()}
            >
              {published ? 'Unpublish' : edited ? 'Save and publish' : 'Publish'}
            </button>
          )
        }
        aside={
          post ? (
            <PostImage post={post} onChanged={setPost} />
          ) : (
            <Card title="Image">
              <p className={styles.empty}>Save the draft first; then upload its image here.</p>
            </Card>
          )
        }
        previewLead={
          <>
            {post?.image && <img className={styles.previewImage} src={imageUrl(post.image)} alt="" />}
            <p className={styles.previewDate}>
              {post?.publishedAt ? formatDay(post.publishedAt) : 'Not published yet'}
            </p>
          </>
        }
      />
    </>
  );
}
