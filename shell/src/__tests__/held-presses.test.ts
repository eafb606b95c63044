import { HELD_PRESS_EVENT, holdEarlyPresses, replayHeldPress } from '../held-presses';

afterEach(() => document.body.replaceChildren());

type Marked = Element & { __hsHeldPress?: Element; __hsParcelPlaced?: boolean };

describe('a press on markup rendered ahead, before its code is in', () => {
  it("is held on the markup's element, its default prevented, and announced; links and other elements keep working", () => {
    document.body.innerHTML =
      '<div data-hs-app="nav" data-hs-ssr="http://localhost:8083/1.0.0/remoteEntry.js"><a href="#main-content">Skip</a><button type="button">Profile</button></div>' +
      '<div data-hs-parcel="hero-search" data-hs-ssr="http://localhost:8084/1.0.0/remoteEntry.js"><form><button type="submit">Search</button></form></div><button id="other">Other</button>';
    const stop = holdEarlyPresses();
    const nav = document.querySelector('[data-hs-app="nav"]') as Marked;
    const parcel = document.querySelector('[data-hs-parcel]') as Marked;
    const announced: Element[] = [];
    document.addEventListener(HELD_PRESS_EVENT, (event) => announced.push(event.target as Element));
    let submitted = 0;
    parcel.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });

    const profile = nav.querySelector('button')!;
    profile.click();
    expect(nav.__hsHeldPress).toBe(profile);
    parcel.querySelector('button')!.click();
    expect(parcel.__hsHeldPress).toBe(parcel.querySelector('button'));
    expect(submitted).toBe(0);
    expect(announced).toEqual([nav, parcel]);
    // A press on a button's icon is held as a press on the button (an <svg> has no click()).
    delete nav.__hsHeldPress;
    profile.innerHTML = '<svg><path d="M0 0h1"></path></svg>';
    profile.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(nav.__hsHeldPress).toBe(profile);

    // A link is followed as usual; elsewhere on the page, presses are the page's.
    const skip = new MouseEvent('click', { bubbles: true, cancelable: true });
    nav.querySelector('a')!.dispatchEvent(skip);
    expect(skip.defaultPrevented).toBe(false);
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('other')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);

    // Once RemoteParcel holds presses itself, the shell steps aside.
    delete parcel.__hsHeldPress;
    parcel.__hsParcelPlaced = true;
    parcel.querySelector('button')!.click();
    expect(parcel.__hsHeldPress).toBeUndefined();
    expect(submitted).toBe(1);
    stop();
  });

  it('is clicked again once the application is in, if its target is still there, and only once', () => {
    document.body.innerHTML = '<div data-hs-app="nav" data-hs-ssr="x"><button type="button">Profile</button></div>';
    const nav = document.querySelector('[data-hs-app]') as Marked;
    const button = nav.querySelector('button')!;
    const presses = jest.fn();
    button.addEventListener('click', presses);
    nav.__hsHeldPress = button;
    replayHeldPress(nav);
    replayHeldPress(nav);
    expect(presses).toHaveBeenCalledTimes(1);
    // A target the hydrated tree no longer has is dropped.
    nav.__hsHeldPress = document.createElement('button');
    replayHeldPress(nav);
    expect(presses).toHaveBeenCalledTimes(1);
  });
});
