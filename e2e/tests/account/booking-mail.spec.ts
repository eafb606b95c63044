import { expect, test } from '../../fixtures';
import { decide } from '../../src/checkout';
import { emailTo } from '../../src/mailbox';
import { API, requestBooking } from '../../src/test-data';

// Booking emails as people receive them: over SMTP from the API's mail queue to the local
// mailbox, in the recipient's preferred language, with links under that language's prefix
// (docs/decisions/mail-and-sms.md).

test.describe('@account booking emails', () => {
  test('a request to a host who reads German sends a German email whose link opens the German site; the guest’s acceptance email is in English', async ({
    page,
    request,
    signedInAs,
    aPerson,
    aSpaceOf,
    aFreeSlot,
    pageErrors,
  }) => {
    const host = await signedInAs('host');
    const chosen = await request.put(`${API}/v1/profiles/me`, { headers: { authorization: `Bearer ${host.access_token}` }, data: { preferred_locale: 'de-DE' } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const space = await aSpaceOf(host);
    const guest = await aPerson('guest');
    const booking = await requestBooking(request, guest, space, await aFreeSlot(space), 'Für ein Teamtreffen, bitte.');

    const toHost = await emailTo(request, host.email, (m) => m.subject.includes(space.title));
    expect(toHost.subject).toBe(`Neue Buchungsanfrage für ${space.title}`);
    expect(toHost.headers['content-language']).toBe('de');
    expect(toHost.text).toContain('möchte');
    // HTML with a plain-text part, the same link in both.
    const link = /http:\/\/localhost:8080\/de\/\S+/.exec(toHost.text)?.[0];
    expect(link, toHost.text).toBe('http://localhost:8080/de/bookings');
    expect(toHost.html).toContain(`href="${link}"`);
    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await decide(request, host, booking.id, 'accepted');
    const toGuest = await emailTo(request, guest.email, (m) => m.subject.includes(space.title));
    expect(toGuest.subject).toBe(`Your booking of ${space.title} is confirmed`);
    expect(toGuest.headers['content-language']).toBe('en');
    expect(pageErrors).toEqual([]);
  });
});
