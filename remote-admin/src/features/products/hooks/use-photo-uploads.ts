import { apiErrorMessage } from '@brass/shared/api-support';
import type { AdminProduct } from '@brass/shared/contracts/admin-products';
import { useEffect, useRef, useState } from 'react';
import { uploadPhoto } from '../api/change-product';

/** A photo on its way to the API: how much of it is sent, or why it was refused. */
export interface PhotoUpload {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  error?: string;
}

/** The API's own checks, made before sending so that a wrong file costs no upload. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

function refusalOf(file: File): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'Upload a JPEG, PNG, WebP or AVIF image';
  if (file.size > MAX_PHOTO_BYTES) return 'Images can be at most 10 MB';
  return undefined;
}

interface Options {
  /** The product the photos go to; a new form makes its draft on the first photo. */
  ensureProduct: () => Promise<AdminProduct>;
  onChanged: (product: AdminProduct) => void;
}

/**
 * Uploads each photo as soon as it is chosen, one after another in the order chosen (the first
 * becomes the main photo of a product without one), while the owner goes on with the form.
 * `pending`: photos still on their way.
 */
export function usePhotoUploads({ ensureProduct, onChanged }: Options) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const queue = useRef(Promise.resolve());
  const nextKey = useRef(0);
  // The queue runs after renders: it calls whatever the screen passes now.
  const latest = useRef({ ensureProduct, onChanged });
  useEffect(() => {
    latest.current = { ensureProduct, onChanged };
  });

  const update = (key: number, change: Partial<PhotoUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const dismiss = (key: number) => setUploads((list) => list.filter((upload) => upload.key !== key));

  function add(files: File[], alt: string) {
    for (const file of files) {
      const key = nextKey.current++;
      const refusal = refusalOf(file);
      const error = refusal && `${file.name}: ${refusal}`;
      setUploads((list) => [...list, { key, name: file.name, progress: 0, ...(error && { error }) }]);
      if (error) continue;
      queue.current = queue.current.then(async () => {
        try {
          const product = await latest.current.ensureProduct();
          const sent = (progress: number) => update(key, { progress });
          latest.current.onChanged(await uploadPhoto(product.id, file, alt, sent));
          dismiss(key);
        } catch (failure) {
          const reason = apiErrorMessage(failure, 'The photo could not be uploaded. Try again.');
          update(key, { error: `${file.name}: ${reason}` });
        }
      });
    }
  }

  const pending = uploads.filter((upload) => upload.error === undefined).length;
  return { uploads, add, dismiss, pending };
}
