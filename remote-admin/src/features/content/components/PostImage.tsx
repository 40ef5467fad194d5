import { imageUrl } from '@brass/shared/api-support';
import type { AdminBlog } from '@brass/shared/contracts/admin-content';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import { Card } from '../../../components/Card';
import { FormField } from '../../../components/FormField';
import { readProblem } from '../../../components/LoadState';
import { removePostImage, uploadPostImage } from '../api/blog-posts';
import styles from './Content.module.css';

interface Props {
  post: AdminBlog;
  onChanged: (post: AdminBlog) => void;
}

interface Chosen {
  file: File;
  /** The file read by the browser itself, to show it before it is sent. */
  preview: string;
}

/**
 * A saved post's image: the one it has, and a file to upload in its place, shown as soon as it is
 * chosen. What the API refuses (not an image, too large) shows under the field, which takes the focus.
 */
export function PostImage({ post, onChanged }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen>();
  const [unreadable, setUnreadable] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  function choose(file: File | undefined) {
    setProblem(undefined);
    setDone(undefined);
    setUnreadable(false);
    setChosen(file && { file, preview: URL.createObjectURL(file) });
  }

  function showProblem(text: string) {
    setProblem(text);
    input.current?.focus();
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!chosen) {
      showProblem('Choose an image file to upload.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    setDone(undefined);
    try {
      onChanged(await uploadPostImage(post.id, chosen.file));
      form.reset();
      setChosen(undefined);
      setDone(
        post.state === 'published'
          ? 'Image uploaded. The shop shows it with the post.'
          : 'Image uploaded. The shop shows it once the post is published.',
      );
    } catch (error) {
      showProblem(readProblem(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setProblem(undefined);
    setDone(undefined);
    try {
      onChanged(await removePostImage(post.id));
      setDone('Image removed. The post has none now.');
      input.current?.focus();
    } catch (error) {
      showProblem(readProblem(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Image" meta="Shown above the post, 4:3, cropped around its centre">
      <div className={styles.image}>
        {post.image ? (
          <div className={styles.current}>
            <img src={imageUrl(post.image)} alt="Shown with the post now" width={240} height={180} />
            <button
              type="button"
              className={`${buttons.danger} ${buttons.small}`}
              disabled={busy}
              onClick={() => void remove()}
            >
              Remove image
            </button>
          </div>
        ) : (
          <p className={styles.empty}>No image: the shop shows the post without one.</p>
        )}
        <form
          className={styles.upload}
          aria-label="Upload an image"
          noValidate
          onSubmit={(event) => void upload(event)}
        >
          <FormField
            label="Image file"
            hint="A JPEG, PNG, WebP or AVIF file of up to 10 MB."
            problem={problem}
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                name="file"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                onChange={(event) => choose(event.target.files?.[0])}
              />
            )}
          </FormField>
          {chosen && !unreadable && (
            <img
              className={styles.chosen}
              src={chosen.preview}
              alt={`Chosen, not uploaded yet: ${chosen.file.name}`}
              onError={() => setUnreadable(true)}
            />
          )}
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {busy ? 'Uploading...' : 'Upload'}
            </button>
          </div>
        </form>
        {/* Always in the page, so that screen readers hear each message put in it. */}
        <p className={styles.saved} role="status">
          {done}
        </p>
      </div>
    </Card>
  );
}
