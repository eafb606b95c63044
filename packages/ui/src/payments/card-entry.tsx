import '../tokens/tokens.css';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Button } from '../components/button/button';
import { Spinner } from '../components/spinner/spinner';
import { cardEntryMessage, EMPTY_CARD_ELEMENT, type CardElementState, type CardMessages } from './card-messages';
import type { StripeLocale } from './load-stripe';
import { saveCardWithSetupIntent, type CardSetupCalls } from './save-card';
import styles from './card-entry.module.css';

/**
 * The card element's look: Stripe.js styles the inputs inside its frame from these values (no
 * CSS variables reach it), matched to the design system's text field.
 */
const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: {
    base: { fontSize: '16px', color: '#1a1a1a', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', '::placeholder': { color: '#5c5c5c' } },
    invalid: { color: '#c4221f' },
  },
};

/** What a form holding card entry can ask of it. */
export interface CardEntryHandle {
  /** Marks the entry as sent (its message shows) and tells whether the element holds a whole card. */
  check(): boolean;
  /** Saves the typed card for the signed-in person (SetupIntent flow); rejects with `CardRefusedError` on a refusal. */
  save<Saved>(calls: CardSetupCalls<Saved>, name: string): Promise<Saved>;
  /** Moves focus into the card number. */
  focus(): void;
}

/** The strings card entry shows; each remote translates them. */
export interface CardEntryLabels {
  /** The card box's name, e.g. "Card details". */
  card: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

/** Props of {@link CardEntryField}. */
export interface CardEntryFieldProps {
  /** Stripe.js for the page's key in `locale` (rejects when the script cannot load). */
  loadStripe: (locale: StripeLocale) => Promise<Stripe>;
  locale: StripeLocale;
  labels: CardEntryLabels;
  messages: CardMessages;
  /** Locks the element, e.g. while the card is being confirmed. */
  disabled?: boolean;
  /** What the element says after each keystroke (to clear an earlier refusal, for instance). */
  onChange?: (state: CardElementState) => void;
  /** The box's `data-testid`, for end-to-end tests that type into the provider's frame. */
  testId?: string;
  ref?: Ref<CardEntryHandle>;
}

type Loaded = { status: 'pending' } | { status: 'failed' } | { status: 'ready'; stripe: Stripe };

/** Loads Stripe.js once per language, and again on each retry. */
function useStripeJs(loadStripe: CardEntryFieldProps['loadStripe'], locale: StripeLocale): [Loaded, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'pending' });
  const load = useRef(loadStripe);
  load.current = loadStripe;
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'pending' });
    load.current(locale).then(
      (stripe) => current && setLoaded({ status: 'ready', stripe }),
      (error: unknown) => {
        console.error('[@hourspace/ui] Stripe.js did not load', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);
  return [loaded, () => setAttempt((n) => n + 1)];
}

/**
 * Card entry (docs/decisions/payments-provider.md, docs/decisions/checkout-panel.md): number,
 * expiry and CVC are typed into Stripe.js's card element, a frame from the provider's origin,
 * so the page never holds the number. Stripe.js is loaded when the field appears; if it cannot
 * load, the field says so and offers a retry. It is not a form: the account's card form and the
 * booking panel each put it in theirs and save through its handle.
 */
export function CardEntryField({ loadStripe, locale, labels, ref, ...rest }: CardEntryFieldProps) {
  const [loaded, retry] = useStripeJs(loadStripe, locale);
  if (loaded.status === 'pending') return <Spinner label={labels.loading} />;
  if (loaded.status === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p>{labels.loadFailed}</p>
        <Button variant="secondary" onClick={retry}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  return (
    <Elements stripe={loaded.stripe} options={{ locale }}>
      <CardBox label={labels.card} {...rest} {...(ref ? { handleRef: ref } : {})} />
    </Elements>
  );
}

interface CardBoxProps extends Omit<CardEntryFieldProps, 'loadStripe' | 'locale' | 'labels' | 'ref'> {
  label: string;
  handleRef?: Ref<CardEntryHandle>;
}

function CardBox({ label, messages, disabled = false, onChange, testId, handleRef }: CardBoxProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [element, setElement] = useState<CardElementState>(EMPTY_CARD_ELEMENT);
  const [submitted, setSubmitted] = useState(false);
  const ids = { label: useId(), error: useId() };
  const complete = useRef(false);
  complete.current = element.complete;
  const options = useMemo(() => ({ ...CARD_OPTIONS, disabled }), [disabled]);
  const message = cardEntryMessage(element, submitted, messages);

  useImperativeHandle(
    handleRef,
    () => ({
      check: () => {
        setSubmitted(true);
        return complete.current && stripe !== null && elements?.getElement(CardElement) != null;
      },
      save: (calls, name) => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return Promise.reject(new Error('card entry is not ready'));
        return saveCardWithSetupIntent(calls, { stripe, card, name });
      },
      focus: () => elements?.getElement(CardElement)?.focus(),
    }),
    [stripe, elements],
  );

  const change = (event: StripeCardElementChangeEvent) => {
    const next = { complete: event.complete, empty: event.empty, code: event.error?.code };
    setElement(next);
    onChange?.(next);
  };

  return (
    <div className={styles.field}>
      {/* The frame inside has its own accessible title; this label names the box around it, and a click on it moves into the card number. */}
      <span id={ids.label} className={styles.label} onClick={() => elements?.getElement(CardElement)?.focus()}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={message ? ids.error : undefined}
        className={message ? `${styles.box} ${styles.invalid}` : styles.box}
        data-testid={testId}
      >
        <CardElement options={options} onChange={change} />
      </div>
      {message && (
        <p id={ids.error} className={styles.message} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
