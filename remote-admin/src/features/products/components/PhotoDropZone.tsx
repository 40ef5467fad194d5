import { useState, type DragEvent } from 'react';
import buttons from '../../../components/Button.module.css';
import a11y from '../../../components/a11y.module.css';
import styles from './ProductForm.module.css';

/**
 * Where photos are dropped, several at once, with a "Choose photos" button for the keyboard and for
 * phones: each file chosen either way is handed on at once.
 */
export function PhotoDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [over, setOver] = useState(false);

  function dropped(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      className={`${styles.dropZone} ${over ? styles.dropping : ''}`}
      role="group"
      aria-label="Drop photos"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      <p className={styles.note}>
        Drop photos here, several at once (JPEG, PNG, WebP or AVIF, up to 10 MB each), or
      </p>
      <label className={`${buttons.quiet} ${styles.choose}`}>
        Choose photos
        <input
          className={a11y.visuallyHidden}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            // The same file can be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
