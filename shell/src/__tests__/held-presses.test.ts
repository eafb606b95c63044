import { holdEarlyParcelPresses } from '../held-presses';

afterEach(() => document.body.replaceChildren());

describe('a press on a parcel rendered ahead, before its application hydrates', () => {
  it("is held on the parcel's element, its default prevented, until RemoteParcel places the parcel", () => {
    document.body.innerHTML =
      '<div data-hs-parcel="hero-search" data-hs-ssr="http://localhost:8084/1.0.0/remoteEntry.js"><form><button type="submit">Search</button></form></div><button id="other">Other</button>';
    const stop = holdEarlyParcelPresses();
    const element = document.querySelector('[data-hs-parcel]') as Element & { __hsHeldPress?: Element; __hsParcelPlaced?: boolean };
    const button = element.querySelector('button')!;
    let submitted = 0;
    element.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    button.click();
    expect(element.__hsHeldPress).toBe(button);
    expect(submitted).toBe(0);

    // Elsewhere on the page, presses are the page's.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('other')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);

    // Once RemoteParcel holds presses itself, or the parcel has taken its markup, the shell steps aside.
    delete element.__hsHeldPress;
    element.__hsParcelPlaced = true;
    button.click();
    expect(element.__hsHeldPress).toBeUndefined();
    expect(submitted).toBe(1);
    stop();
  });
});
