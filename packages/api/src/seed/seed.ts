import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { ACTIVITIES } from './activities';
import { CURRENCY } from '../config/currencies';
import { MARKET_CITIES } from '../config/markets';
import { CURRENT_TERMS_VERSION } from '../config/terms';
import { API_LOCALES } from '../config/locales';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { hashPassword, type ScryptParams } from '../lib/password';
import { createRng } from '../lib/rng';
import type { PaymentProvider } from '../payments/provider';
import { setUpDemoPayout, type DemoPayoutRows } from '../services/demo-hosts';
import type { Gazetteer } from '../services/gazetteer';
import { buildBrowseTree, buildHomeSections, buildPopularKeywords } from './content';
import { generatePhotoPool } from './photos';
import { generateBookings, generateSpaces, type SeedCity } from './spaces';
import { COUNTRY_LANGUAGE } from './space-copy';
import { DEMO_HOST_NAMES, galleryOf, reviewsOf, spaceDetails } from './space-details';

export interface SeedOptions {
  spaces: number;
  photos: number;
  scrypt: ScryptParams;
  /** Fixed so every first start makes the same demo data. */
  randomSeed?: number;
  /**
   * The payment provider (the local processor in development and tests, at STRIPE_API_BASE):
   * the demo hosts with payouts get real connected accounts there (docs/decisions/payout-setup.md).
   */
  payments: PaymentProvider;
  log?: Pick<Logger, 'info'>;
}

export interface SeedReport {
  seeded: boolean;
  ms: number;
  spaces: number;
  photos: number;
  cities: number;
  accounts: number;
  bookings: number;
}

const SEEDED_KEY = 'seeded_at';

/** The market cities with coordinates, region and population from the gazetteer. */
export function marketCities(gazetteer: Gazetteer): SeedCity[] {
  return MARKET_CITIES.map((c) => {
    const place = gazetteer.byGeonameId(c.geonameId);
    if (!place) throw new Error(`gazetteer has no place gn:${c.geonameId} for ${c.name}`);
    return { id: c.id, name: c.name, state: place.state, country: c.country, currency: CURRENCY[c.country], lat: place.lat, lng: place.lng, population: place.population };
  });
}

/** The IANA zone of a market city (config/markets.ts): its spaces' local times are in it. */
function zoneOfCity(cityId: string): string {
  const zone = MARKET_CITIES.find((m) => m.id === cityId)?.timeZone;
  if (!zone) throw new Error(`seed: market city ${cityId} has no time zone`);
  return zone;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The demo hosts' connected accounts, made at the payment provider before the transaction (as
 * the photos are): 'ready' with payouts running, 'blocked' with a bank account the provider
 * failed. A provider that cannot be reached stops the seed, naming where it was looked for.
 */
async function demoPayouts(payments: PaymentProvider): Promise<Map<string, DemoPayoutRows>> {
  const hosts = DEMO_ACCOUNTS.filter((a) => a.payout === 'ready' || a.payout === 'blocked');
  try {
    const made = await Promise.all(
      hosts.map(async (a) => [a.email, await setUpDemoPayout(payments, a.payout as 'ready' | 'blocked', { firstName: a.firstName, lastName: a.lastName }, new Date())] as const),
    );
    return new Map(made);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `seed: could not set up the demo hosts' payout accounts at the payment provider (STRIPE_API_BASE; locally the processor npm start runs on http://localhost:8130): ${reason}`,
      { cause: error },
    );
  }
}

/**
 * Fills an empty database with the demo data, in one transaction so a crash halfway
 * leaves nothing and the next start seeds again. Does nothing on a seeded database.
 */
export async function seedDatabase(db: Db, gazetteer: Gazetteer, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const [done] = await db.select().from(t.settings).where(eq(t.settings.key, SEEDED_KEY));
  if (done) return { seeded: false, ms: 0, spaces: 0, photos: 0, cities: 0, accounts: 0, bookings: 0 };
  const rng = createRng(options.randomSeed ?? 4242);
  const cities = marketCities(gazetteer);

  // CPU work first, outside the transaction: photos and password hashes.
  const photos = await generatePhotoPool(Math.max(8, options.photos));
  options.log?.info({ photos: photos.length, ms: Date.now() - started }, 'seed: photos generated');
  // One hash per account (own salt), computed in parallel on libuv's thread pool.
  const hashes = new Map(await Promise.all(DEMO_ACCOUNTS.filter((a) => a.password).map(async (a) => [a.email, await hashPassword(DEMO_PASSWORD, options.scrypt)] as const)));
  const spaceSeeds = generateSpaces(rng, cities, options.spaces, photos);
  const spaceCounts = new Map<string, number>();
  for (const s of spaceSeeds) spaceCounts.set(s.cityId, (spaceCounts.get(s.cityId) ?? 0) + 1);
  const photoRefs = photos.map((p) => ({ id: p.id, blurHash: p.blurHash, style: p.style }));
  // Page details from their own generator, so the spaces, bookings and content above stay as they were.
  const detailRng = createRng((options.randomSeed ?? 4242) + 1);
  const photosByStyle = new Map<string, string[]>();
  for (const p of photos) photosByStyle.set(p.style, [...(photosByStyle.get(p.style) ?? []), p.id]);
  const nearCity = new Map(
    cities.map((c) => {
      const own = MARKET_CITIES.find((m) => m.id === c.id)?.geonameId;
      return [c.id, gazetteer.namesNear(c.lat, c.lng, 30).filter((p) => p.geonameId !== own)] as const;
    }),
  );
  const detailed = spaceSeeds.map((s) => {
    let neighbourhood = '';
    let best = 4;
    for (const p of nearCity.get(s.cityId) ?? []) {
      const km = Math.hypot(p.lat - s.lat, (p.lng - s.lng) * Math.cos((s.lat * Math.PI) / 180)) * 111;
      if (km < best) [best, neighbourhood] = [km, p.name];
    }
    return { ...s, ...spaceDetails(detailRng, s.style), neighbourhood };
  });
  let bookingCount = 0;
  const payouts = await demoPayouts(options.payments);
  options.log?.info({ accounts: payouts.size, ms: Date.now() - started }, 'seed: demo payout accounts made at the payment provider');

  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(t.terms).values([
      { version: 1, name: 'terms', title: 'Terms of Service', url: '/legal/terms', publishedAt: new Date(Date.UTC(2023, 0, 15)) },
      { version: CURRENT_TERMS_VERSION, name: 'terms', title: 'Updated Terms of Service', url: '/legal/terms', publishedAt: new Date(now.getTime() - 7 * 86400_000) },
    ]);
    await tx.insert(t.activities).values(ACTIVITIES.map((a) => ({ id: a.id, useType: a.useType, useSubtype: a.useSubtype, popularity: a.popularity, names: a.names })));
    await tx.insert(t.cities).values(
      cities.map((c) => ({
        id: c.id,
        name: c.name,
        state: c.state,
        stateName: gazetteer.byGeonameId(MARKET_CITIES.find((m) => m.id === c.id)?.geonameId ?? 0)?.stateName ?? c.state,
        country: c.country,
        currency: c.currency,
        lat: c.lat,
        lng: c.lng,
        geonameId: MARKET_CITIES.find((m) => m.id === c.id)?.geonameId ?? null,
        population: c.population,
        timeZone: zoneOfCity(c.id),
      })),
    );
    for (const batch of chunks(photos, 40)) {
      await tx.insert(t.images).values(batch.map((p) => ({ id: p.id, kind: 'space', mime: 'image/webp', width: p.width, height: p.height, data: p.data, blurHash: p.blurHash })));
    }

    const profileIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await tx
        .insert(t.profiles)
        .values({
          email: account.email,
          emailVerified: account.emailVerified ?? true,
          passwordHash: hashes.get(account.email) ?? null,
          firstName: account.firstName,
          lastName: account.lastName,
          isHost: account.isHost ?? false,
          hostState: account.hostState ?? null,
          status: account.status ?? 'active',
          aggressivePasswordReset: account.aggressivePasswordReset ?? false,
          termsVersionAccepted: account.termsVersion ?? CURRENT_TERMS_VERSION,
          phone: account.phone?.national ?? null,
          phoneE164: account.phone?.e164 ?? null,
          phoneFormatted: account.phone?.formatted ?? null,
          phoneCountry: account.phone?.country ?? null,
          phoneCountryCode: account.phone?.code ?? null,
          phoneVerified: account.phone?.verified ?? false,
          preferredLocale: 'en-US',
          signupSource: 'seed',
        })
        .returning({ id: t.profiles.id });
      if (!row) throw new Error(`could not seed ${account.email}`);
      profileIds.set(account.email, row.id);
      if (account.social)
        await tx.insert(t.socialIdentities).values({ provider: account.social.provider, providerUserId: account.social.id, profileId: row.id, email: account.email });
      const payout = payouts.get(account.email);
      if (payout) {
        await tx.insert(t.payoutAccounts).values({ profileId: row.id, ...payout.account });
        await tx.insert(t.recipients).values({ profileId: row.id, ...payout.bank });
      }
    }

    const hostIds = ['host@example.com', 'host.power@example.com', 'host.blocked@example.com'].map((e) => profileIds.get(e) ?? null);
    // Hosts without a log-in own the other spaces, so every space has a host to message and ask.
    const demoHosts: string[] = [];
    for (const [first, last] of DEMO_HOST_NAMES) {
      const [row] = await tx
        .insert(t.profiles)
        .values({
          email: `host.${first
            .normalize('NFD')
            .replace(/[^a-z]/gi, '')
            .toLowerCase()}@hosts.example.com`,
          emailVerified: true,
          firstName: first,
          lastName: last,
          isHost: true,
          termsVersionAccepted: CURRENT_TERMS_VERSION,
          preferredLocale: 'en-US',
          signupSource: 'seed',
        })
        .returning({ id: t.profiles.id });
      if (row) demoHosts.push(row.id);
    }
    const hostOf = (s: { cityId: string; activities: string[] }, index: number): string | null => {
      // host@example.com owns the New York party spaces (the marketplace journey opens one of them).
      if (s.cityId === 'new-york' && s.activities.includes('party')) return hostIds[0] ?? null;
      if (index < 9) return hostIds[index % 3] ?? null;
      return demoHosts[index % demoHosts.length] ?? null;
    };
    const insertedSpaces: { id: number; opensAt: number; closesAt: number }[] = [];
    for (const [bi, batch] of chunks(detailed, 300).entries()) {
      const rows = await tx
        .insert(t.spaces)
        .values(batch.map(({ style: _style, ...s }, i) => ({ ...s, hostId: hostOf(s, bi * 300 + i), timeZone: zoneOfCity(s.cityId) })))
        .returning({ id: t.spaces.id, opensAt: t.spaces.opensAt, closesAt: t.spaces.closesAt });
      insertedSpaces.push(...rows);
    }
    const gallery: { spaceId: number; position: number; imageId: string }[] = [];
    const reviews: ReturnType<typeof reviewsOf> = [];
    insertedSpaces.forEach((row, i) => {
      const s = detailed[i];
      if (!s) return;
      galleryOf(detailRng, s.photoId, photosByStyle.get(s.style) ?? []).forEach((imageId, position) => gallery.push({ spaceId: row.id, position, imageId }));
      if (s.reviewCount > 0) reviews.push(...reviewsOf(detailRng, row.id, s.cityId === 'montreal' ? 'fr' : (COUNTRY_LANGUAGE[s.country] ?? 'en'), s.reviewCount, now));
    });
    for (const batch of chunks(gallery, 1000)) await tx.insert(t.spacePhotos).values(batch);
    for (const batch of chunks(reviews, 1000)) await tx.insert(t.reviews).values(batch);
    const bookings = generateBookings(rng, insertedSpaces, now);
    bookingCount = bookings.length;
    for (const batch of chunks(bookings, 1000)) await tx.insert(t.bookings).values(batch);

    // host@example.com's first space: a blocked day (the first day from a week on with no booking) and two add-ons (/calendar, /hosting/add-ons).
    const demoHostSpace = insertedSpaces.find((_, i) => {
      const seed = detailed[i];
      return seed !== undefined && hostIds[0] !== null && hostOf(seed, i) === hostIds[0];
    });
    if (demoHostSpace) {
      const taken = new Set(bookings.filter((b) => b.spaceId === demoHostSpace.id).flatMap((b) => [b.startsAt.slice(0, 10), b.endsAt.slice(0, 10)]));
      let offset = 7;
      const dayAt = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
      while (taken.has(dayAt(offset)) && offset < 60) offset++;
      await tx.insert(t.blockedDays).values({ spaceId: demoHostSpace.id, day: dayAt(offset), title: 'Private family event' });
      await tx.insert(t.spaceAddOns).values([
        { spaceId: demoHostSpace.id, name: 'Projector and screen', description: 'HD projector with a 3 m screen and HDMI cable.', price: 5000, unit: 'booking' },
        { spaceId: demoHostSpace.id, name: 'On-site assistant', description: 'A member of staff to help with set-up and guests.', price: 3500, unit: 'hour' },
      ]);
    }

    for (const locale of API_LOCALES) {
      await tx.insert(t.content).values([
        { kind: 'home', locale: locale.locale, data: buildHomeSections(locale, cities, photoRefs, spaceCounts) },
        { kind: 'popular-keywords', locale: locale.locale, data: buildPopularKeywords(locale, cities) },
        { kind: 'browse', locale: locale.locale, data: buildBrowseTree(locale, cities) },
      ]);
    }

    const far = new Date(Date.UTC(now.getUTCFullYear() + 2, 11, 31));
    await tx.insert(t.entitlements).values([
      {
        externalId: 'welcome10',
        end: far,
        actions: [
          {
            modal_title: 'Welcome to Hourspace',
            modal_subtitle: 'Enjoy 10% off your first booking. The discount is applied at checkout.',
            modal_btn_text: 'Find a space',
            // The promo per locale (docs/decisions/accessibility-and-languages.md): the API answers the page's language.
            translations: {
              fr: {
                modal_title: 'Bienvenue sur Hourspace',
                modal_subtitle: 'Profitez de 10 % de réduction sur votre première réservation. La remise est appliquée au paiement.',
                modal_btn_text: 'Trouver un lieu',
              },
              es: {
                modal_title: 'Te damos la bienvenida a Hourspace',
                modal_subtitle: 'Disfruta de un 10 % de descuento en tu primera reserva. El descuento se aplica al pagar.',
                modal_btn_text: 'Encontrar un espacio',
              },
              de: {
                modal_title: 'Willkommen bei Hourspace',
                modal_subtitle: 'Sparen Sie 10 % bei Ihrer ersten Buchung. Der Rabatt wird an der Kasse abgezogen.',
                modal_btn_text: 'Raum finden',
              },
            },
          },
        ],
      },
      {
        externalId: 'host-fee-waiver',
        end: far,
        actions: [
          {
            modal_title: 'No host fees for 90 days',
            modal_subtitle: 'List your space now and keep 100% of your first bookings.',
            modal_btn_text: 'List your space',
            translations: {
              fr: {
                modal_title: "Aucuns frais d'hôte pendant 90 jours",
                modal_subtitle: 'Publiez votre lieu dès maintenant et gardez 100 % de vos premières réservations.',
                modal_btn_text: 'Publier mon lieu',
              },
              es: {
                modal_title: 'Sin comisiones de anfitrión durante 90 días',
                modal_subtitle: 'Publica tu espacio ahora y quédate con el 100 % de tus primeras reservas.',
                modal_btn_text: 'Publicar tu espacio',
              },
              de: {
                modal_title: '90 Tage keine Gastgebergebühren',
                modal_subtitle: 'Inserieren Sie Ihren Raum jetzt und behalten Sie 100 % Ihrer ersten Buchungen.',
                modal_btn_text: 'Raum inserieren',
              },
            },
          },
        ],
      },
      {
        externalId: 'spring-sale-expired',
        end: new Date(Date.UTC(2024, 4, 31)),
        actions: [
          {
            modal_title: 'Spring sale',
            modal_subtitle: 'This offer has ended.',
            modal_btn_text: 'Browse spaces',
            translations: {
              fr: { modal_title: 'Soldes de printemps', modal_subtitle: 'Cette offre est terminée.', modal_btn_text: 'Parcourir les lieux' },
              es: { modal_title: 'Rebajas de primavera', modal_subtitle: 'Esta oferta ha terminado.', modal_btn_text: 'Explorar espacios' },
              de: { modal_title: 'Frühlingsaktion', modal_subtitle: 'Dieses Angebot ist beendet.', modal_btn_text: 'Räume ansehen' },
            },
          },
        ],
      },
    ]);

    const guest = profileIds.get('guest@example.com');
    const host = profileIds.get('host@example.com');
    const power = profileIds.get('host.power@example.com');
    if (guest && host && power) {
      const conversations: [string, number | null, string[]][] = [
        [
          host,
          insertedSpaces[0]?.id ?? null,
          ['Hi Grace, thanks for your interest in the loft. Saturday afternoon is free.', 'Let me know your headcount and I will hold the date.'],
        ],
        [power, insertedSpaces[1]?.id ?? null, ['Your booking request for next Friday is confirmed. See you then!']],
      ];
      for (const [hostId, spaceId, texts] of conversations) {
        const [thread] = await tx.insert(t.threads).values({ guestId: guest, hostId, spaceId }).returning({ id: t.threads.id });
        if (!thread) throw new Error('thread insert returned nothing');
        await tx.insert(t.messages).values({ threadId: thread.id, senderId: guest, recipientId: hostId, body: 'Hello! Is the space available for a team event?', readAt: now });
        for (const body of texts) await tx.insert(t.messages).values({ threadId: thread.id, senderId: hostId, recipientId: guest, body });
      }
      // What hosts wrote about the demo guest after a stay, and about host@example.com when it booked as a guest (/reviews/about-you).
      const firstNameOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)?.firstName ?? '';
      const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
      await tx.insert(t.guestReviews).values([
        {
          guestId: guest,
          authorId: host,
          authorName: firstNameOf('host@example.com'),
          spaceId: insertedSpaces[0]?.id ?? null,
          rating: 5,
          body: 'Grace and her team were a pleasure to host: on time, clear about what they needed and they left the loft spotless.',
          createdAt: daysAgo(12),
        },
        {
          guestId: guest,
          authorId: power,
          authorName: firstNameOf('host.power@example.com'),
          spaceId: insertedSpaces[1]?.id ?? null,
          rating: 4,
          body: 'Friendly and respectful guests. The event ran a little past the booked time, but Grace let me know in advance.',
          createdAt: daysAgo(47),
        },
        {
          guestId: host,
          authorId: power,
          authorName: firstNameOf('host.power@example.com'),
          spaceId: insertedSpaces[1]?.id ?? null,
          rating: 5,
          body: 'A model guest: great communication and the space was returned exactly as it was found.',
          createdAt: daysAgo(30),
        },
      ]);
    }
    if (guest) {
      // The demo guest's boards (spec §2 /boards): the default one and a named one.
      const picks = insertedSpaces.slice(2, 7).map((space) => space.id);
      const made = await tx
        .insert(t.boards)
        .values([
          { profileId: guest, name: '', isDefault: true },
          { profileId: guest, name: 'Summer party ideas', description: 'Rooftops and gardens for the July get-together.' },
        ])
        .returning({ id: t.boards.id });
      const [saved, party] = made;
      if (saved && party) {
        await tx
          .insert(t.boardSpaces)
          .values([...picks.slice(0, 2).map((spaceId) => ({ boardId: saved.id, spaceId })), ...picks.slice(2).map((spaceId) => ({ boardId: party.id, spaceId }))]);
      }
    }
    await tx.insert(t.settings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  const report: SeedReport = {
    seeded: true,
    ms: Date.now() - started,
    spaces: spaceSeeds.length,
    photos: photos.length,
    cities: cities.length,
    accounts: DEMO_ACCOUNTS.length,
    bookings: bookingCount,
  };
  options.log?.info(report, 'seed: done');
  return report;
}
