import type { ArrangePhotosBody, DraftPhoto, PhotoUploadOptions } from '@hourspace/api-client';
import { Button, TextField } from '@hourspace/ui';
import { LISTING_LIMITS, type MessageLanguage } from '@hourspace/validation';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorMessage } from '../../../lib/call-error';
import { PHOTO_ACCEPT, PHOTO_TYPES } from '../api/listing-photos';
import styles from './add-space.module.css';
import cardStyles from '../../../components/cards.module.css';

type Photo = DraftPhoto;

/** A photo's saved alt text ('' when none). */
const altOf = (photo: Photo): string => (typeof photo.alt === 'string' ? photo.alt : '');

interface Upload {
  key: number;
  file: File;
  /** 0 to 1 while sending. */
  progress: number;
  status: 'uploading' | 'failed';
  error: string | null;
}

/** `order` with the item at `from` moved to `to`. */
export function moved<T>(order: readonly T[], from: number, to: number): T[] {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/** The API calls of one listing's photos: a draft's (the wizard) or a published listing's (the editor). */
export interface PhotoCalls {
  upload: (file: File, options: PhotoUploadOptions) => Promise<Photo>;
  /** Resolves with the photos in their new order. */
  arrange: (body: ArrangePhotosBody) => Promise<Photo[]>;
  /** Resolves with the photos left. */
  remove: (photoId: string) => Promise<Photo[]>;
}

/** Props of {@link PhotoManager}. */
export interface PhotoManagerProps {
  photos: readonly Photo[];
  calls: PhotoCalls;
  /** The photos as they now are (an upload added, a move made before its answer, an answer): the caller keeps them. */
  onPhotos: (photos: Photo[]) => void;
  language: MessageLanguage;
}

/**
 * A listing's photos (docs/decisions/listing-wizard.md): several chosen or dropped at once, each uploaded
 * in its own request with its progress, a failed one retried or removed without touching the others;
 * the uploaded ones in order (the first is the cover) with their alt text, moved by drag or by the
 * "Move earlier / later" and "Make cover" buttons (keyboard and screen reader), each move saved at once.
 */
export function PhotoManager({ photos, calls, onPhotos, language }: PhotoManagerProps) {
  const { t } = useTranslation('mf-account');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const nextKey = useRef(0);
  // The photos as last handed to `onPhotos`: uploads answered in the same tick each add to it
  // before the page renders again, so none replaces another.
  const latest = useRef(photos);
  const seen = useRef(photos);
  if (seen.current !== photos) {
    seen.current = photos;
    latest.current = photos;
  }
  const change = (next: Photo[]) => {
    latest.current = next;
    onPhotos(next);
  };

  const update = (key: number, change: Partial<Upload>) => setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const send = (upload: Upload) => {
    update(upload.key, { status: 'uploading', progress: 0, error: null });
    calls
      .upload(upload.file, { onProgress: (fraction: number) => update(upload.key, { progress: fraction }) })
      .then((photo) => {
        setUploads((current) => current.filter((item) => item.key !== upload.key));
        change([...latest.current.filter((p) => p.id !== photo.id), photo]);
        setAnnouncement(t('addSpace.photos.uploaded', { name: upload.file.name }));
      })
      .catch((error: unknown) => update(upload.key, { status: 'failed', error: callErrorMessage(error, language, t('addSpace.photos.failed')) }));
  };

  const add = (files: FileList | File[]) => {
    const fresh: Upload[] = [...files].map((file) => {
      const known = (PHOTO_TYPES as readonly string[]).includes(file.type);
      return { key: nextKey.current++, file, progress: 0, status: known ? 'uploading' : 'failed', error: known ? null : t('addSpace.photos.notImage', { name: file.name }) };
    });
    setUploads((current) => [...current, ...fresh]);
    for (const upload of fresh) if (upload.status === 'uploading') send(upload);
  };

  /** Runs one arrange or delete call: its answer replaces the photos; a failure says so under the list. */
  const run = (call: Promise<Photo[]>, message: string) => {
    setSaving(true);
    setFailure(null);
    call
      .then((next) => {
        change(next);
        setAnnouncement(message);
      })
      .catch((error: unknown) => setFailure(error))
      .finally(() => setSaving(false));
  };
  const move = (from: number, to: number) => {
    if (!photos[from] || to < 0 || to >= photos.length || from === to) return;
    change(moved(photos, from, to));
    run(
      calls.arrange({
        order: moved(
          photos.map((p) => p.id),
          from,
          to,
        ),
      }),
      to === 0 ? t('addSpace.photos.nowCover', { position: from + 1 }) : t('addSpace.photos.movedTo', { position: to + 1, count: photos.length }),
    );
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (event.dataTransfer.files.length > 0) add(event.dataTransfer.files);
  };

  return (
    <>
      <p>{t('addSpace.photos.intro', { count: LISTING_LIMITS.photosMin })}</p>
      <div className={styles.dropZone} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        <label className={styles.fileLabel}>
          <span>{t('addSpace.photos.choose')}</span>
          <input
            className={styles.fileInput}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            onChange={(event) => {
              if (event.target.files) add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <p className={styles.hint}>{t('addSpace.photos.rules')}</p>
      </div>
      <p className={styles.progress}>{t('addSpace.photos.count', { count: photos.length, need: LISTING_LIMITS.photosMin })}</p>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={t('addSpace.photos.uploading')}>
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.upload}>
              <span className={styles.fileName}>{upload.file.name}</span>
              {upload.status === 'uploading' ? (
                <progress max={1} value={upload.progress} aria-label={t('addSpace.photos.progress', { name: upload.file.name })} />
              ) : (
                <>
                  <span className={styles.fieldError} role="alert">
                    {upload.error}
                  </span>
                  <span className={styles.actions}>
                    {(PHOTO_TYPES as readonly string[]).includes(upload.file.type) && (
                      <Button variant="secondary" size="sm" onClick={() => send(upload)}>
                        {t('addSpace.photos.retry', { name: upload.file.name })}
                      </Button>
                    )}
                    <Button variant="ghost" size="sm" onClick={() => setUploads((current) => current.filter((item) => item.key !== upload.key))}>
                      {t('addSpace.photos.dismiss', { name: upload.file.name })}
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ol className={styles.photos} aria-label={t('addSpace.photos.listLabel')}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className={styles.photo}
              draggable
              data-dragging={dragged === index || undefined}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.stopPropagation();
                move(dragged, index);
                setDragged(null);
              }}
            >
              <img className={styles.thumb} src={photo.url} alt="" width={160} height={107} />
              <div className={styles.photoBody}>
                <p className={styles.photoTitle}>{index === 0 ? t('addSpace.photos.cover') : t('addSpace.photos.position', { position: index + 1 })}</p>
                <AltText
                  key={`${photo.id}-${altOf(photo)}`}
                  photo={photo}
                  position={index + 1}
                  onSave={(alt) => run(calls.arrange({ order: photos.map((p) => p.id), alt: { [photo.id]: alt } }), t('addSpace.photos.altSaved', { position: index + 1 }))}
                />
                <div className={styles.actions}>
                  {index > 0 && (
                    <Button variant="ghost" size="sm" onClick={() => move(index, 0)} disabled={saving}>
                      {t('addSpace.photos.makeCover', { position: index + 1 })}
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => move(index, index - 1)} disabled={index === 0 || saving}>
                    {t('addSpace.photos.earlier', { position: index + 1 })}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => move(index, index + 1)} disabled={index === photos.length - 1 || saving}>
                    {t('addSpace.photos.later', { position: index + 1 })}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => run(calls.remove(photo.id), t('addSpace.photos.deleted', { position: index + 1 }))} disabled={saving}>
                    {t('addSpace.photos.delete', { position: index + 1 })}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {Boolean(failure) && (
        <p className={cardStyles.formMessage} role="alert">
          {callErrorMessage(failure, language, t('common.unexpected'))}
        </p>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** A photo's alt text, saved when the field is left changed. */
function AltText({ photo, position, onSave }: { photo: Photo; position: number; onSave: (alt: string) => void }) {
  const { t } = useTranslation('mf-account');
  const [text, setText] = useState(altOf(photo));
  return (
    <TextField
      label={t('addSpace.photos.alt', { position })}
      hint={t('addSpace.photos.altHint')}
      maxLength={200}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text.trim() !== altOf(photo)) onSave(text.trim());
      }}
    />
  );
}
