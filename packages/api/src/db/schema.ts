import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes; drizzle has no built-in bytea column. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A timestamp with time zone. */
const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestampTz('created_at').notNull().defaultNow();
const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();
/** The profile a row belongs to: required, and deleted with the profile. */
const ownerProfileId = () =>
  uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });
/** What is kept of a card: never its number. */
const cardColumns = () => ({
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  name: text('name').notNull(),
});

/** Server-wide values that must survive a restart (the development token secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: serial('account_id').notNull(),
    /** Stored lower-cased and trimmed: the unique index is the one guard against duplicate sign-ups. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    organization: text('organization'),
    jobTitle: text('job_title'),
    /** National number, digits only (what the profile shows); SMS goes to phoneE164. */
    phone: text('phone'),
    phoneE164: text('phone_e164'),
    phoneFormatted: text('phone_formatted'),
    phoneCountry: text('phone_country'),
    phoneCountryCode: text('phone_country_code'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isHost: boolean('is_host').notNull().default(false),
    hostState: text('host_state'),
    avatarId: text('avatar_id'),
    avatarUrl: text('avatar_url'),
    preferredLocale: text('preferred_locale'),
    howHeard: text('how_heard'),
    status: text('status').notNull().default('active'),
    aggressivePasswordReset: boolean('aggressive_password_reset').notNull().default(false),
    termsVersionAccepted: integer('terms_version_accepted').notNull().default(0),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    gaClientId: text('ga_client_id'),
    attrUrl: text('attr_url'),
    attrReferrer: text('attr_referrer'),
    signupSource: text('signup_source'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('profiles_email_key').on(t.email), uniqueIndex('profiles_account_id_key').on(t.accountId), index('profiles_phone_idx').on(t.phoneE164)],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    profileId: ownerProfileId(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), uniqueIndex('social_identities_profile_provider_key').on(t.profileId, t.provider)],
);

/** One log-in; its refresh tokens form one rotation family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: ownerProfileId(),
    createdAt: createdAt(),
    revokedAt: timestampTz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_profile_idx').on(t.profileId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: ownerProfileId(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [index('verification_codes_profile_idx').on(t.profileId, t.channel, t.createdAt)],
);

/**
 * The send queue of every email and text message (docs/decisions/mail-and-sms.md): a row is
 * written in the transaction of what causes it, claimed by a sender with FOR UPDATE SKIP
 * LOCKED, sent, and marked sent, or tried again later. Migration 0012.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    /** An email address, or a phone number in E.164. */
    to: text('to_address').notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The template's name (mail/templates.ts), e.g. 'verification-code', 'booking-accepted'. */
    template: text('template').notNull(),
    /** 'en' | 'fr' | 'es' | 'de': the language it was written in. */
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    /** The rendered parts; emptied once sent, so codes and reset links do not stay at rest. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** One message per event (`booking:12:accepted`): a second enqueue of it is ignored. */
    dedupeKey: text('dedupe_key'),
    /** Messages that are batched (`new-messages:<profile>`) share one pending row, updated in place. */
    batchKey: text('batch_key'),
    /** 'pending' | 'sending' | 'sent' | 'failed' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /** While 'sending': when a sender that stopped mid-send loses its claim. */
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    /** The SMTP Message-ID or the Twilio message sid. */
    providerId: text('provider_id'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_queue_dedupe_key').on(t.dedupeKey),
    uniqueIndex('mail_queue_pending_batch_key')
      .on(t.batchKey)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  profileId: ownerProfileId(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

export const terms = pgTable('terms', {
  version: integer('version').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  publishedAt: timestampTz('published_at').notNull(),
});

export const activities = pgTable('activities', {
  id: text('id').primaryKey(),
  useType: text('use_type').notNull(),
  useSubtype: text('use_subtype').notNull(),
  popularity: integer('popularity').notNull(),
  /** Per language: dropdown, display_use_type, plural forms and the search query. */
  names: jsonb('names').$type<Record<string, ActivityNames>>().notNull(),
});

export interface ActivityNames {
  dropdown: string;
  display_use_type: string;
  dropdown_plural: string;
  display_keyword_plural: string;
  query: string;
}

/** Opening hours per weekday, Monday first, in local minutes since midnight; null is closed. */
export type WeeklyMinutes = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [number, number] | null>;

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  stateName: text('state_name').notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  geonameId: integer('geoname_id'),
  population: integer('population').notNull(),
  /** The city's IANA time zone (config/markets.ts; migration 0011). */
  timeZone: text('time_zone').notNull(),
});

export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id'),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The bytes, for avatars and seeded photos; null when they are in the object store (`storageKey`). */
    data: bytea('data'),
    thumb: bytea('thumb'),
    blurHash: text('blur_hash').notNull(),
    /**
     * Uploaded listing photos (docs/decisions/listing-photos.md): the object store prefix under
     * which each size is kept (`<key>/<width>.jpg`); `width`/`height` are the served size's.
     */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId)],
);

export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cityId: text('city_id')
      .notNull()
      .references(() => cities.id),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    capacity: integer('capacity').notNull(),
    /** Minor units of `currency` (cents, pence). */
    hourlyPrice: integer('hourly_price').notNull(),
    currency: text('currency').notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    instantBook: boolean('instant_book').notNull(),
    activities: text('activities').array().notNull(),
    photoId: text('photo_id')
      .notNull()
      .references(() => images.id),
    hostId: uuid('host_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** Opening hours in local minutes since midnight; close may pass 1440 (overnight). */
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
    /** The district the space is in (a place near it), shown on the space page. */
    neighbourhood: text('neighbourhood').notNull().default(''),
    /** The fewest hours a booking may last. */
    minHours: integer('min_hours').notNull().default(1),
    /** What comes with the space, as keys the front end translates ('wifi', 'tables_chairs'). */
    included: text('included').array().notNull().default([]),
    /** House rules, as keys the front end translates ('no_smoking'). */
    houseRules: text('house_rules').array().notNull().default([]),
    /** 'flexible' | 'moderate' | 'strict' (the cancellation-policy legal page explains each). */
    cancellationPolicy: text('cancellation_policy').notNull().default('flexible'),
    /** The IANA time zone of the space (its city's): bookings' starts_at/ends_at are local times in it. */
    timeZone: text('time_zone').notNull(),
    createdAt: createdAt(),
    // ---- a host's own listing (migration 0014, docs/decisions/listing-publish.md); seeded spaces keep the defaults ----
    /** 'published' | 'paused': a paused space is out of search and takes no new requests. */
    status: text('status').notNull().default('published'),
    /** SPACE_TYPES of @hourspace/validation; null on seeded spaces. */
    spaceType: text('space_type'),
    /** The street line of the address (the host sees it; the space page shows the neighbourhood). */
    street: text('street').notNull().default(''),
    /** Floor area, a whole number in `size_unit` ('sqft' | 'm2'). */
    size: integer('size'),
    sizeUnit: text('size_unit'),
    /** Minor units of `currency`, added to every booking's price. */
    cleaningFee: integer('cleaning_fee').notNull().default(0),
    /** Whole percent off the hours of a booking of 8 hours or more. */
    longDiscountPercent: integer('long_discount_percent').notNull().default(0),
    /**
     * Opening hours per weekday in local minutes, `{ mon: [480, 1380] | null, … }`; null means
     * every day `opens_at`..`closes_at` (the seeded spaces). `opens_at`/`closes_at` then hold the
     * week's earliest opening and latest close, which search's time filter reads.
     */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyMinutes>(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    bookingWindowDays: integer('booking_window_days').notNull().default(365),
    noticeHours: integer('notice_hours').notNull().default(0),
    /** The host's house rules in their words (the `house_rules` keys are the seeded spaces'). */
    houseRulesText: text('house_rules_text').notNull().default(''),
  },
  (t) => [
    index('spaces_host_idx').on(t.hostId),
    index('spaces_lat_lng_idx').on(t.lat, t.lng),
    index('spaces_city_idx').on(t.cityId),
    index('spaces_activities_idx').using('gin', t.activities),
    index('spaces_price_idx').on(t.hourlyPrice),
  ],
);

/** The photos of a space's gallery in order; the first is `spaces.photo_id`. */
export const spacePhotos = pgTable(
  'space_photos',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    /** What the photo shows, in the host's words, for screen readers (null: the page's generic text). */
    alt: text('alt'),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.position] })],
);

/** A guest's review of a space, and the host's public response to it. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The first name shown, kept when the author's profile goes. */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    hostResponse: text('host_response'),
    respondedAt: timestampTz('responded_at'),
    /** The booking whose guest wrote it; null for seeded reviews (docs/decisions/reviews-both-ways.md). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_space_idx').on(t.spaceId, t.createdAt), uniqueIndex('reviews_booking_key').on(t.bookingId)],
);

/**
 * Bookings in the space's local wall-clock time, which is what availability_interval speaks.
 * Seeded rows are 'confirmed'; a guest's request is 'requested' until the host makes it
 * 'accepted' or 'declined' (or the guest 'cancelled'). Only confirmed and accepted ones hold the time.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => profiles.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: false, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: false, mode: 'string' }).notNull(),
    status: text('status').notNull().default('confirmed'),
    attendees: integer('attendees'),
    activity: text('activity'),
    threadId: uuid('thread_id').references(() => threads.id, { onDelete: 'set null' }),
    /** The quote the guest saw, in minor units of `currency`. */
    subtotal: integer('subtotal'),
    guestFee: integer('guest_fee'),
    tax: integer('tax'),
    total: integer('total'),
    currency: text('currency'),
    decidedAt: timestampTz('decided_at'),
    /** The add-ons the guest picked, priced when requested: [{id, name, unit, price, quantity, amount}] in minor units. */
    addOns: jsonb('add_ons').notNull().default([]),
    /** The host's custom offer: the new subtotal (minor units), its message and when it was made; status 'offered'. */
    offerSubtotal: integer('offer_subtotal'),
    offerMessage: text('offer_message'),
    offeredAt: timestampTz('offered_at'),
    createdAt: createdAt(),
    // ---- checkout (migration 0011, docs/decisions/checkout-flow.md); null on bookings made before it ----
    /** The guest's message to the host, posted in the thread once the host may see the booking (not while payment_pending). */
    guestMessage: text('guest_message'),
    /** The money.ts Quote the card was held for (a custom offer's once offered): what capture, refund and payout are computed from. */
    quote: jsonb('quote'),
    /** The provider's payment (`pi_…`): the hold, captured on confirmation. An offer above the hold replaces it. */
    providerPaymentId: text('provider_payment_id'),
    /** The saved card (`pm_…`) the payment was made with. */
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** 'requires_action' | 'authorized' | 'captured' | 'released' | 'refunded' | 'partially_refunded' | 'failed' (the answer's payment.status). */
    paymentStatus: text('payment_status'),
    /** While 3-D Secure is pending only: what Stripe.js handleCardAction takes. */
    paymentClientSecret: text('payment_client_secret'),
    /** Minor units of `currency`: held at request, captured on confirmation, refunded on cancellation. */
    amountHeld: integer('amount_held'),
    amountCaptured: integer('amount_captured').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    capturedAt: timestampTz('captured_at'),
    refundedAt: timestampTz('refunded_at'),
    /** The host's deadline: the earliest of created + 48 h, the start, and created + 7 days (the hold's validity). */
    expiresAt: timestampTz('expires_at'),
    /** Confirmed at request by instant book. */
    instant: boolean('instant').notNull().default(false),
    /** 'guest' | 'host' on a cancelled booking. */
    cancelledBy: text('cancelled_by'),
    /** What the host is owed once the booking has ended (quote.hostPayout, or what a cancellation leaves), and our fee on it. */
    hostFee: integer('host_fee'),
    hostPayout: integer('host_payout'),
    /**
     * The two reviews of an ended booking, sealed here until both are written or the 14-day window
     * closes; then copied to `reviews` and `guest_reviews` (docs/decisions/reviews-both-ways.md).
     */
    guestReviewRating: integer('guest_review_rating'),
    guestReviewBody: text('guest_review_body'),
    guestReviewedAt: timestampTz('guest_reviewed_at'),
    hostReviewRating: integer('host_review_rating'),
    hostReviewBody: text('host_review_body'),
    hostReviewedAt: timestampTz('host_reviewed_at'),
    reviewsRevealedAt: timestampTz('reviews_revealed_at'),
    /** When both sides were emailed 'review-requested' (once per booking). */
    reviewRequestedAt: timestampTz('review_requested_at'),
  },
  // Migration 0010 adds `bookings_no_overlap` (EXCLUDE USING gist, drizzle has no way to say it):
  // two accepted or confirmed bookings of one space never overlap (docs/decisions/booking-integrity.md).
  (t) => [
    index('bookings_space_time_idx').on(t.spaceId, t.startsAt, t.endsAt),
    index('bookings_guest_idx').on(t.guestId),
    index('bookings_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * The Idempotency-Key of each `POST /v1/bookings` (docs/decisions/checkout-flow.md): one row per
 * guest and key, claimed in the transaction that makes the booking, so a second request with the
 * key waits for the first and answers what it made (`booking_id`), or the refusal it met
 * (`outcome`: the 402 or 409 body, no booking). `fingerprint` is the request body's hash: the
 * same key with another body is a 409.
 */
export const bookingRequestKeys = pgTable(
  'booking_request_keys',
  {
    guestId: uuid('guest_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** A refusal's answer `{ status, body }` when the request made no booking. */
    outcome: jsonb('outcome'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.key] })],
);

/** A day the host has blocked on a space's calendar (local date of the space): no booking may touch it. */
export const blockedDays = pgTable(
  'blocked_days',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocked_days_space_day_key').on(t.spaceId, t.day)],
);

/** An extra a host offers with a space, priced per booking or per hour (minor units of the space's currency). */
export const spaceAddOns = pgTable(
  'space_add_ons',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    /** 'booking' | 'hour'. */
    unit: text('unit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('space_add_ons_space_idx').on(t.spaceId)],
);

/** Server-provided page content: home sections, popular keywords and the browse tree, per locale. */
export const content = pgTable(
  'content',
  {
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.locale] })],
);

export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('threads_guest_idx').on(t.guestId), index('threads_host_idx').on(t.hostId)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestampTz('read_at'),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt), index('messages_unread_idx').on(t.recipientId, t.readAt)],
);

export const payoutAccounts = pgTable('payout_accounts', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  businessType: text('business_type').notNull(),
  individual: jsonb('individual').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull(),
  payoutsEnabled: boolean('payouts_enabled').notNull(),
  scheduleInterval: text('schedule_interval').notNull(),
  externalAccountsError: text('external_accounts_error'),
  /** The provider's connected account (`acct_…`), once made (docs/decisions/payments-provider.md). */
  providerAccountId: text('provider_account_id').unique(),
  /** The account as the provider last reported it; payouts_enabled and requirements are never computed here. */
  providerState: jsonb('provider_state'),
  /** Seconds since the epoch of the provider answer or event that wrote `providerState`: an older one never overwrites it. */
  providerObservedAt: integer('provider_observed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Bank accounts payouts go to; only masked numbers are kept. */
export const recipients = pgTable(
  'recipients',
  {
    id: text('id').primaryKey(),
    profileId: ownerProfileId(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    bankType: text('bank_type').notNull(),
    last4: text('last4').notNull(),
    routingHint: text('routing_hint'),
    isDefault: boolean('is_default').notNull(),
    /** The provider's external account (`ba_…`). */
    providerId: text('provider_id').unique(),
    /** As the provider reports it: new, validated, verified, verification_failed or errored. */
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('recipients_profile_idx').on(t.profileId)],
);

/**
 * The provider's identity-document files (`file_…`) attached to a payout account, by the
 * profile that attached them: a file id is attached once (docs/decisions/payout-setup.md).
 * The page uploads the files straight to the provider, with the platform's publishable key,
 * so the provider cannot say whose a file is. `mime` and `sha256` are only on the rows the
 * former local file service wrote.
 */
export const providerFiles = pgTable(
  'provider_files',
  {
    id: text('id').primaryKey(),
    profileId: ownerProfileId(),
    purpose: text('purpose').notNull(),
    mime: text('mime'),
    size: integer('size').notNull(),
    sha256: text('sha256'),
    createdAt: createdAt(),
    attachedAt: timestampTz('attached_at'),
  },
  (t) => [index('provider_files_profile_idx').on(t.profileId)],
);

/**
 * Saved cards: what the provider reports of a payment method the person set up through a
 * SetupIntent (docs/decisions/payments-provider.md). Never a number.
 */
export const cards = pgTable(
  'cards',
  {
    id: text('id').primaryKey(),
    profileId: ownerProfileId(),
    ...cardColumns(),
    /** The provider's payment method (`pm_…`): saving the same set-up twice finds this row again. */
    providerPaymentMethodId: text('provider_payment_method_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('cards_profile_idx').on(t.profileId)],
);

/** A profile's customer at the payment provider (`cus_…`), made on first use. */
export const paymentCustomers = pgTable('payment_customers', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every provider event the API has received (webhook or reconciliation), by its id: a second
 * delivery of an id applies nothing. `applied_at` is null while the event is being applied.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The event's `created`, seconds since the epoch. */
    created: integer('created').notNull(),
    /** The connected account (`acct_…`) of a Connect event. */
    account: text('account'),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    appliedAt: timestampTz('applied_at'),
  },
  (t) => [index('provider_events_created_idx').on(t.created)],
);

/**
 * Per provider object (`acct_…`, `ba_…`, `pi_…` …) the newest event that was applied to it:
 * an event older than this (by `created`, then event id) is recorded but changes nothing.
 */
export const providerObjects = pgTable('provider_objects', {
  objectId: text('object_id').primaryKey(),
  objectType: text('object_type').notNull(),
  lastEventCreated: integer('last_event_created').notNull(),
  lastEventId: text('last_event_id').notNull(),
});

/** What a booking's payment owes its host, integer minor units of `currency`. */
export const hostLedger = pgTable(
  'host_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when a booking is deleted: the money moved all the same. */
    bookingId: integer('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    hostProfileId: uuid('host_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    totalAmount: integer('total_amount').notNull(),
    feeAmount: integer('fee_amount').notNull(),
    payoutAmount: integer('payout_amount').notNull(),
    currency: text('currency').notNull(),
    /** pending (owed), transferred (in the host's provider balance, the payout to the bank on its way), paid (the payout arrived) or reversed. */
    status: text('status').notNull().default('pending'),
    providerPaymentId: text('provider_payment_id'),
    /** Why a pending entry was not transferred yet (no payout account, payouts off at the provider, a refusal); null once transferred. */
    blockedReason: text('blocked_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('host_ledger_host_idx').on(t.hostProfileId, t.createdAt)],
);

/** Transfers to a host's connected account, by the provider's transfer id (`tr_…`). */
export const hostTransfers = pgTable(
  'host_transfers',
  {
    id: text('id').primaryKey(),
    hostProfileId: uuid('host_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ledgerId: uuid('ledger_id').references(() => hostLedger.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending (in the host's provider balance) until the provider reports the payout to the bank paid (`payout.paid`); reversed. */
    status: text('status').notNull(),
    /** The provider's payout (`po_…`) that carried it to the bank, and when it was reported paid. */
    payoutId: text('payout_id'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [index('host_transfers_host_idx').on(t.hostProfileId, t.createdAt)],
);

export const entitlements = pgTable('entitlements', {
  id: uuid('id').primaryKey().defaultRandom(),
  externalId: text('external_id').notNull().unique(),
  end: timestampTz('end_at').notNull(),
  actions: jsonb('actions').notNull(),
});

export const entitlementAttachments = pgTable(
  'entitlement_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entitlementId: uuid('entitlement_id')
      .notNull()
      .references(() => entitlements.id, { onDelete: 'cascade' }),
    ns: text('ns').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('entitlement_attachments_key').on(t.entitlementId, t.ns, t.key, t.value), index('entitlement_attachments_value_idx').on(t.ns, t.key, t.value)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    properties: jsonb('properties').notNull(),
    ssoid: text('ssoid'),
    anonymousId: text('anonymous_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_event_idx').on(t.event, t.createdAt)],
);

/** OAuth `state` values handed out by google-connect and apple-connect, single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

/** Access tokens minted by the local fake Google, Apple and Facebook providers. */
export const providerTokens = pgTable('provider_tokens', {
  token: text('token').primaryKey(),
  provider: text('provider').notNull(),
  identityId: text('identity_id').notNull(),
  /** A Facebook token whose user logged out of the app (Graph error 190/467). */
  stale: boolean('stale').notNull().default(false),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

/**
 * Windowed counters every API process shares (log-in failures and back-off, code sends, the
 * flood guard): see src/lib/limiter.ts. `key` is a kind prefix and a hash of the rest.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestampTz('window_ends_at').notNull(),
    /** Attempts on this key wait until then (log-in back-off). */
    blockedUntil: timestampTz('blocked_until'),
  },
  (t) => [index('limit_counters_window_ends_at_idx').on(t.windowEndsAt)],
);

/** Each profile's own referral code, made the first time the profile asks for its link (GET /v1/referrals/me). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    code: text('code').primaryKey(),
    profileId: ownerProfileId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_profile_key').on(t.profileId)],
);

/**
 * Who invited whom: one row per invited profile (the primary key makes recording idempotent),
 * written when a sign-up carries a known code that is not the new profile's own.
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: uuid('invitee_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId, t.createdAt)],
);

/**
 * A guest's boards of saved spaces (spec §2 `/boards`). Each profile has at most one default
 * board ('Saved spaces'), made on its first save; the partial unique index keeps it one.
 */
export const boards = pgTable(
  'boards',
  {
    id: serial('id').primaryKey(),
    profileId: ownerProfileId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('boards_profile_idx').on(t.profileId, t.createdAt),
    uniqueIndex('boards_one_default_key')
      .on(t.profileId)
      .where(sql`${t.isDefault}`),
  ],
);

/** The spaces on a board; saving twice is a no-op (primary key). */
export const boardSpaces = pgTable(
  'board_spaces',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.spaceId] }), index('board_spaces_space_idx').on(t.spaceId)],
);

/**
 * A host's review of a guest after a booking (`/reviews/about-you`, "As a guest"). The guest
 * reads it; spaces' reviews by guests stay in `reviews`.
 */
export const guestReviews = pgTable(
  'guest_reviews',
  {
    id: serial('id').primaryKey(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The host's first name shown, kept when the author's profile goes. */
    authorName: text('author_name').notNull(),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    /** The booking whose host wrote it; null for seeded reviews (docs/decisions/reviews-both-ways.md). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('guest_reviews_guest_idx').on(t.guestId, t.createdAt), uniqueIndex('guest_reviews_booking_key').on(t.bookingId)],
);

/**
 * A space a host is adding (`/app/ps`), saved step by step: every field but the owner may
 * still be empty. 'submitted' once every step is done; it becomes a listing after photos
 * and verification (docs/decisions/reviews-and-listing-drafts.md).
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: serial('id').primaryKey(),
    profileId: ownerProfileId(),
    title: text('title'),
    activities: text('activities').array().notNull().default([]),
    /** The gazetteer place chosen (maps place id) and what it resolved to. */
    placeId: text('place_id'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    capacity: integer('capacity'),
    /** Minor units of `currency` (the currency of the city's country). */
    hourlyPrice: integer('hourly_price'),
    currency: text('currency'),
    minHours: integer('min_hours'),
    description: text('description'),
    /** 'draft' | 'submitted' | 'published' (then `space_id` is the space it became). */
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // ---- the whole listing (migration 0014, docs/decisions/listing-publish.md) ----
    spaceType: text('space_type'),
    size: integer('size'),
    sizeUnit: text('size_unit'),
    street: text('street'),
    /** The host moved the pin (else lat/lng are the city's centre). */
    pinned: boolean('pinned').notNull().default(false),
    cleaningFee: integer('cleaning_fee').notNull().default(0),
    longDiscountPercent: integer('long_discount_percent').notNull().default(0),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyMinutes>(),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    bookingWindowDays: integer('booking_window_days').notNull().default(365),
    noticeHours: integer('notice_hours').notNull().default(0),
    houseRules: text('house_rules').notNull().default(''),
    cancellationPolicy: text('cancellation_policy'),
    instantBook: boolean('instant_book').notNull().default(false),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
  },
  (t) => [index('listing_drafts_profile_idx').on(t.profileId, t.updatedAt)],
);

/** A draft's photos in order (the first is the cover); they become `space_photos` when it is published. */
export const listingDraftPhotos = pgTable(
  'listing_draft_photos',
  {
    draftId: integer('draft_id')
      .notNull()
      .references(() => listingDrafts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    /** What the photo shows, in the host's words (docs/decisions/listing-photos.md); copied to `space_photos` on publishing. */
    alt: text('alt'),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.position] })],
);

/**
 * Remote load health (src/services/remote-health.ts): reports of one build and outcome counted
 * per minute, shared by every API process on the database; rows older than the read window are
 * pruned. `code` is the shell's error code of a failure, '' for a mount.
 */
export const remoteLoadCounts = pgTable(
  'remote_load_counts',
  {
    /** Minutes since the epoch (the API clock's). */
    minute: integer('minute').notNull(),
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
    code: text('code').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.minute, t.locale, t.remote, t.version, t.outcome, t.code] }), index('remote_load_counts_minute_idx').on(t.minute)],
);
