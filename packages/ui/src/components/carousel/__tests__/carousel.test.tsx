import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselProps } from '../carousel';
import { expectNoAxeViolations } from '../../../test-utils/axe';
import { installMatchMedia } from '../../../test-utils/match-media';
import { NO_IDLE_DELAY_MS } from '../../../lib/idle';
import { loadCarouselSlider, settleCarousels } from '../../../test-utils/carousel';

interface Space {
  id: string;
  name: string;
}

const spaces = (n: number): Space[] => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: `Space ${i}` }));

function setup(props: Partial<CarouselProps<Space>> = {}) {
  const onSelect = jest.fn();
  const renderSlide = jest.fn((item: Space, { selected }: { selected: boolean }) => (
    <a href={`/spaces/${item.id}`} data-selected={selected}>
      {item.name}
    </a>
  ));
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const utils = render(
    <Carousel
      label="Featured spaces"
      items={spaces(6)}
      getKey={(item) => item.id}
      renderSlide={renderSlide}
      slideLabel={(i, n) => `${i + 1} of ${n}`}
      previousLabel="Previous spaces"
      nextLabel="Next spaces"
      onSelect={onSelect}
      {...props}
    />,
  );
  return { ...utils, onSelect, renderSlide, user };
}

const slide = (name: string) => screen.getByRole('group', { name });
const currentSlide = () => screen.getAllByRole('group').find((group) => group.getAttribute('aria-current') === 'true');

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  const settle = settleCarousels;
  // keen-slider fetched ahead, as on a page once the first carousel has started
  // (carousel-slider-fetch.test.tsx covers the first fetch).
  beforeAll(loadCarouselSlider);
  afterEach(async () => {
    await settle();
    jest.useRealTimers();
  });

  it('puts controlsStart in the controls row before the previous and next buttons, in a row that wraps', () => {
    jest.useRealTimers();
    setup({ autoplay: false, controlsStart: <button type="button">Show all photos</button> });
    const showAll = screen.getByRole('button', { name: 'Show all photos' });
    const next = screen.getByRole('button', { name: 'Next spaces' });
    const row = next.parentElement as HTMLElement;
    // Same row as the buttons (so it cannot be laid over them), and first in it.
    expect(row.contains(showAll)).toBe(true);
    expect(showAll.compareDocumentPosition(screen.getByRole('button', { name: 'Previous spaces' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("describes its role in the page's language", () => {
    jest.useRealTimers();
    setup({ autoplay: false, roleDescriptions: { carousel: 'Karussell', slide: 'Folie' } });
    const region = screen.getByRole('region', { name: 'Featured spaces' });
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(within(region).getAllByRole('group')[0]).toHaveAttribute('aria-roledescription', 'Folie');
  });

  it('is a carousel region of labelled slide groups', async () => {
    jest.useRealTimers();
    const { container } = setup({ autoplay: false });
    const region = screen.getByRole('region', { name: 'Featured spaces' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups).toHaveLength(6);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(groups[0]).toHaveAccessibleName('1 of 6');
    expect(groups[0]).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(container);
  });

  it('advances every 5000 ms and wraps to the first slide after the last', () => {
    const { onSelect } = setup({ items: spaces(3) });
    act(() => jest.advanceTimersByTime(4999));
    expect(onSelect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    act(() => jest.advanceTimersByTime(5000));
    expect(onSelect).toHaveBeenLastCalledWith(0);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('uses the given interval', () => {
    const { onSelect } = setup({ intervalMs: 8000 });
    act(() => jest.advanceTimersByTime(5000));
    expect(onSelect).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(3000));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('pauses while hovered, selects the hovered slide, and resumes on leave', async () => {
    const { onSelect, user } = setup();
    await user.hover(slide('3 of 6'));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(currentSlide()).toHaveAccessibleName('3 of 6');
    act(() => jest.advanceTimersByTime(15000));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await user.unhover(slide('3 of 6'));
    // Leaving the slide onto the page leaves the carousel too.
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Featured spaces' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('leaves the current slide where it is under a hovering pointer when selectOnHover is false (a gallery)', async () => {
    const { onSelect, user } = setup({ autoplay: false, selectOnHover: false });
    await user.hover(slide('3 of 6'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(currentSlide()).toHaveAccessibleName('1 of 6');
  });

  it('pauses while focus is inside and selects the slide that takes focus', () => {
    const { onSelect } = setup();
    act(() => screen.getByRole('link', { name: 'Space 1' }).focus());
    expect(onSelect).toHaveBeenLastCalledWith(1);
    act(() => jest.advanceTimersByTime(10000));
    expect(onSelect).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('link', { name: 'Space 1' }).blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('does not autoplay for users who prefer reduced motion', () => {
    const media = installMatchMedia({ width: 1200, reducedMotion: true });
    try {
      const { onSelect } = setup();
      act(() => jest.advanceTimersByTime(20000));
      expect(onSelect).not.toHaveBeenCalled();
    } finally {
      media.restore();
    }
  });

  it('does not autoplay when autoplay is off', () => {
    const { onSelect } = setup({ autoplay: false });
    act(() => jest.advanceTimersByTime(20000));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('moves with the previous and next buttons, disabled at the ends without loop', async () => {
    const { onSelect, user } = setup({ items: spaces(3), autoplay: false });
    const previous = screen.getByRole('button', { name: 'Previous spaces' });
    const next = screen.getByRole('button', { name: 'Next spaces' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(onSelect).toHaveBeenLastCalledWith(1);
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('wraps with the buttons in a loop, never disabling them', async () => {
    const { onSelect, user } = setup({ items: spaces(3), autoplay: false, loop: true });
    const previous = screen.getByRole('button', { name: 'Previous spaces' });
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next spaces' }));
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('moves with the arrow keys from anywhere inside', async () => {
    const { onSelect, user } = setup({ autoplay: false });
    act(() => screen.getByRole('button', { name: 'Next spaces' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('renders only slides within 3 of the current one; the rest are same-box placeholders', async () => {
    const { renderSlide, user } = setup({ items: spaces(10), autoplay: false });
    const rendered = () =>
      screen
        .getAllByRole('group')
        .map((group) => (group.querySelector('[data-placeholder]') ? '_' : 'x'))
        .join('');
    expect(rendered()).toBe('xxxx______');
    expect(renderSlide.mock.calls.map(([item]) => item.id)).not.toContain('s4');
    expect(slide('5 of 10').firstElementChild).toHaveClass('placeholder');
    expect(slide('5 of 10').firstElementChild).toHaveAttribute('aria-hidden', 'true');
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Next spaces' }));
    expect(rendered()).toBe('__xxxxxxx_');
  });

  it("renders again only the slides its own update changed, and all of them when the parent's renderSlide changes", async () => {
    const items = spaces(6);
    const { renderSlide, user, rerender } = setup({ items, autoplay: false });
    const renderedIds = () => renderSlide.mock.calls.map(([item, info]) => `${item.id}:${info.selected}`);
    expect(renderedIds()).toEqual(['s0:true', 's1:false', 's2:false', 's3:false']);
    renderSlide.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next spaces' }));
    // s1 becomes the current slide, s0 stops being it and s4 comes within the preload distance.
    expect(renderedIds().sort()).toEqual(['s0:false', 's1:true', 's4:false']);
    expect(within(slide('1 of 6')).getByRole('link')).toHaveAttribute('data-selected', 'false');
    expect(within(slide('2 of 6')).getByRole('link')).toHaveAttribute('data-selected', 'true');
    renderSlide.mockClear();
    const otherRender = jest.fn((item: Space) => <a href={`/spaces/${item.id}`}>{`${item.name}!`}</a>);
    rerender(
      <Carousel
        label="Featured spaces"
        items={items}
        getKey={(item) => item.id}
        renderSlide={otherRender}
        slideLabel={(i, n) => `${i + 1} of ${n}`}
        previousLabel="Previous spaces"
        nextLabel="Next spaces"
        autoplay={false}
      />,
    );
    expect(otherRender).toHaveBeenCalledTimes(5);
    expect(within(slide('2 of 6')).getByRole('link')).toHaveTextContent('Space 1!');
  });

  it('counts preload distance both ways round in a loop', () => {
    setup({ items: spaces(10), autoplay: false, loop: true });
    const rendered = screen
      .getAllByRole('group')
      .map((group) => (group.querySelector('[data-placeholder]') ? '_' : 'x'))
      .join('');
    expect(rendered).toBe('xxxx___xxx');
  });

  it('shows 2.1 slides under 1120 px and 3.1 from 1120 px, and ends where the last slide is in view', async () => {
    const media = installMatchMedia({ width: 800 });
    try {
      const { user } = setup({ items: spaces(4), autoplay: false, slidesPerView: { base: 2.1, from: { 1120: 3.1 } } });
      const track = slide('1 of 4').parentElement!;
      expect(track.style.getPropertyValue('--hs-carousel-per-view')).toBe('2.1');
      act(() => media.set({ width: 1200 }));
      expect(track.style.getPropertyValue('--hs-carousel-per-view')).toBe('3.1');
      const next = screen.getByRole('button', { name: 'Next spaces' });
      await user.click(next);
      // 4 slides at 3.1 per view: starting at the second one shows the last one, so that is the end.
      expect(next).toBeDisabled();
    } finally {
      media.restore();
    }
  });

  it('treats a press that moved 5 px or more as a drag and swallows its click, but not a shorter one', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    setup({
      autoplay: false,
      renderSlide: (item) => (
        <a href={`/spaces/${item.id}`} onClick={onClick}>
          {item.name}
        </a>
      ),
    });
    const link = screen.getByRole('link', { name: 'Space 0' });
    fireEvent.mouseDown(link, { clientX: 100, clientY: 10 });
    fireEvent.mouseUp(link, { clientX: 105, clientY: 10 });
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.mouseDown(link, { clientX: 100, clientY: 10 });
    fireEvent.mouseUp(link, { clientX: 103, clientY: 12 });
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled index', () => {
    function Controlled() {
      const [index, setIndex] = useState(4);
      return (
        <>
          <button type="button" onClick={() => setIndex(1)}>
            Show second
          </button>
          <Carousel
            label="Activities"
            items={spaces(6)}
            index={index}
            onSelect={setIndex}
            autoplay={false}
            renderSlide={(item) => <span>{item.name}</span>}
            slideLabel={(i, n) => `${i + 1} of ${n}`}
            previousLabel="Previous"
            nextLabel="Next"
          />
        </>
      );
    }
    render(<Controlled />);
    expect(currentSlide()).toHaveAccessibleName('5 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Show second' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 6');
  });

  it('can stop and restart autoplay with a rotation button', async () => {
    const { onSelect, user } = setup({ rotationLabels: { pause: 'Stop slide show', play: 'Start slide show' } });
    await user.click(screen.getByRole('button', { name: 'Stop slide show' }));
    // Moving the pointer away must not restart it.
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => screen.getByRole('button', { name: 'Start slide show' }).blur());
    act(() => jest.advanceTimersByTime(20000));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start slide show' }));
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => screen.getByRole('button', { name: 'Stop slide show' }).blur());
    act(() => jest.advanceTimersByTime(5000));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('renders nothing without items', () => {
    const { container } = setup({ items: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('works without matchMedia (jsdom, old webviews) using the base slides-per-view', () => {
    expect(window.matchMedia).toBeUndefined();
    setup({ autoplay: false, slidesPerView: { base: 2.1, from: { 1120: 3.1 } } });
    expect(slide('1 of 6').parentElement!.style.getPropertyValue('--hs-carousel-per-view')).toBe('2.1');
  });

  // keen-slider's start shows in the track: until then a flex gap spaces the slides.
  const sliderStarted = () => slide('1 of 6').parentElement!.style.gap === '';

  it('starts keen-slider only once the page has loaded and the browser is idle, not with the render', async () => {
    setup({ autoplay: false });
    await settle();
    expect(sliderStarted()).toBe(false);
    act(() => jest.advanceTimersByTime(NO_IDLE_DELAY_MS - 1));
    await settle();
    expect(sliderStarted()).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(sliderStarted()).toBe(true);
  });

  it.each([
    ['a pointer over it', (region: HTMLElement) => fireEvent.mouseEnter(region)],
    ['focus inside it', () => fireEvent.focus(screen.getByRole('button', { name: 'Next spaces' }))],
    ['a touch on it', () => fireEvent.touchStart(slide('1 of 6'), { touches: [{ clientX: 1, clientY: 1 }] })],
  ])('starts keen-slider at once on %s, before the page is idle', async (_what, reach) => {
    setup({ autoplay: false });
    reach(screen.getByRole('region', { name: 'Featured spaces' }));
    await settle();
    expect(sliderStarted()).toBe(true);
  });

  describe('out of reach (an observer that reports the track far below the viewport)', () => {
    let notify: ((near: boolean) => void) | null = null;
    beforeEach(() => {
      const observed: Element[] = [];
      class FarObserver {
        constructor(callback: IntersectionObserverCallback) {
          notify = (near) =>
            callback(
              observed.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry),
              this as unknown as IntersectionObserver,
            );
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      }
      Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FarObserver });
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      notify = null;
    });

    it('neither starts keen-slider nor rotates until it comes near, then does both', async () => {
      const { onSelect } = setup();
      act(() => notify?.(false));
      act(() => jest.advanceTimersByTime(NO_IDLE_DELAY_MS + 5000));
      await settle();
      expect(sliderStarted()).toBe(false);
      expect(onSelect).not.toHaveBeenCalled();
      act(() => notify?.(true));
      act(() => jest.advanceTimersByTime(NO_IDLE_DELAY_MS));
      await settle();
      expect(sliderStarted()).toBe(true);
      act(() => jest.advanceTimersByTime(5000));
      expect(onSelect).toHaveBeenCalled();
    });

    it('starts at once when reached for, near or not', async () => {
      setup({ autoplay: false });
      fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured spaces' }));
      await settle();
      expect(sliderStarted()).toBe(true);
    });
  });
});
