import { intentAlreadyShown, onAuthIntent } from '../host-intent';

function link(href: string): HTMLAnchorElement {
  const element = document.body.appendChild(document.createElement('a'));
  element.href = href;
  element.append(document.createElement('span'));
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('onAuthIntent', () => {
  it.each(['#a=login', '#a=signup&source=nav', '/us/host#a=signup&source=host', '#a=promo&code=X'])('runs once when a pointer comes over a link to %s (or its child)', (href) => {
    const run = jest.fn();
    onAuthIntent(run);
    const target = link(href);
    target.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    target.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('ignores pointing at other links, and runs on the first press anywhere', () => {
    const run = jest.fn();
    onAuthIntent(run);
    link('#a=search').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/us/s/').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const run = jest.fn();
    const cancel = onAuthIntent(run);
    cancel();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    link('#a=login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('intent shown before anyone listened (mf-auth mounts after the first screen)', () => {
  it('runs at once when the focus is already on a log-in link', () => {
    const target = link('#a=login');
    target.tabIndex = 0;
    target.focus();
    const run = jest.fn();
    onAuthIntent(run);
    expect(run).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when a pointer is already over a sign-up link', () => {
    const hovered = link('#a=signup&source=nav');
    const querySelector = jest.spyOn(document, 'querySelector').mockImplementation((selector: string) => (selector.includes('a=signup"]:hover') ? hovered : null));
    try {
      expect(intentAlreadyShown()).toBe(true);
      const run = jest.fn();
      onAuthIntent(run);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      querySelector.mockRestore();
    }
  });

  it('waits when nothing points at an auth link, or the engine cannot match :hover', () => {
    link('#a=search').focus();
    expect(intentAlreadyShown()).toBe(false);
    expect(
      intentAlreadyShown({
        activeElement: null,
        querySelector: () => {
          throw new SyntaxError(':hover');
        },
      }),
    ).toBe(false);
    const run = jest.fn();
    onAuthIntent(run);
    expect(run).not.toHaveBeenCalled();
  });
});
