import { Button, Modal } from '@hourspace/ui';
import { BookingReviewBodySchema, REVIEW_RATING_LIMITS, REVIEW_TEXT_LIMITS, ReviewRatingSchema, ReviewResponseSchema } from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TextAreaField } from '../../../components/text-area-field';
import { callErrorMessage } from '../../../lib/call-error';
import type { Booking, BookingRole } from '../api/get-bookings';
import styles from './bookings.module.css';

const FIELDS = { rating: ReviewRatingSchema, text: ReviewResponseSchema };
const STARS = Array.from({ length: REVIEW_RATING_LIMITS.max - REVIEW_RATING_LIMITS.min + 1 }, (_, i) => REVIEW_RATING_LIMITS.min + i);

export interface ReviewBookingDialogProps {
  /** The booking to review; null keeps the dialog closed. */
  booking: Booking | null;
  /** The guest reviews the space, the host the guest. */
  role: BookingRole;
  busy: boolean;
  error: unknown;
  onSubmit: (body: { rating: number; text: string }) => void;
  onClose: () => void;
}

/**
 * An ended booking's review (docs/decisions/reviews-both-ways.md): 1 to 5 stars as radio buttons
 * and the text with spec §5's review messages and a counter, in the design system's dialog (its
 * focus trap and Escape).
 */
export function ReviewBookingDialog({ booking, role, busy, error, onSubmit, onClose }: ReviewBookingDialogProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<'rating' | 'text'>(FIELDS);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const groupId = useId();
  const ratingState = form.stateOf('rating');
  const ratingMessage = ratingState?.status === 'invalid' ? ratingState.message : null;
  const serverMessage = error ? callErrorMessage(error, form.language, t('common.unexpected')) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!form.validator.validateAll({ rating: rating ?? undefined, text }).valid) return;
    onSubmit(v.parse(BookingReviewBodySchema, { rating, text }));
  };

  return (
    <Modal
      open={booking !== null}
      onClose={onClose}
      title={t(role === 'host' ? 'bookingsPage.reviewDialog.hostTitle' : 'bookingsPage.reviewDialog.guestTitle', { title: booking?.space.title ?? '' })}
      closeLabel={t('bookingsPage.reviewDialog.close')}
      size="sm"
    >
      <form noValidate onSubmit={submit}>
        <fieldset className={styles.stars} aria-describedby={ratingMessage ? `${groupId}-error` : undefined} aria-invalid={ratingMessage ? true : undefined}>
          <legend>{t('bookingsPage.reviewDialog.rating')}</legend>
          {STARS.map((stars) => (
            <label key={stars} className={styles.star}>
              <input
                type="radio"
                name={`${groupId}-rating`}
                value={stars}
                checked={rating === stars}
                disabled={busy}
                onChange={() => {
                  setRating(stars);
                  form.validator.change('rating', stars);
                }}
              />
              <span aria-hidden="true">{'★'.repeat(stars)}</span>
              <span className={styles.visuallyHidden}>{t('bookingsPage.reviewDialog.stars', { count: stars })}</span>
            </label>
          ))}
        </fieldset>
        {ratingMessage && (
          <p id={`${groupId}-error`} className={styles.error} role="alert">
            {ratingMessage}
          </p>
        )}
        <TextAreaField
          label={t(role === 'host' ? 'bookingsPage.reviewDialog.hostText' : 'bookingsPage.reviewDialog.guestText')}
          hint={t('bookingsPage.reviewDialog.hint', { min: REVIEW_TEXT_LIMITS.min, max: REVIEW_TEXT_LIMITS.max })}
          disabled={busy}
          {...form.control('text', text, setText)}
        />
        <p className={styles.counter} aria-live="polite">
          {t('bookingsPage.reviewDialog.counter', { count: text.trim().length, max: REVIEW_TEXT_LIMITS.max })}
        </p>
        {serverMessage && (
          <p className={styles.error} role="alert">
            {serverMessage}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('bookingsPage.reviewDialog.send')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('bookingsPage.reviewDialog.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
