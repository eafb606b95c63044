// The 3-D Secure challenge dialog on the page (docs/decisions/payments-provider.md): a modal
// overlay framing the processor's test authentication page. It resolves once that page reports
// `3ds-done`; Escape fails the authentication; focus is held in the dialog and given back after.

/** The open challenge, for the message router in stripe.js; one at a time. */
hs.challenge = null;

const modalHost = () => {
  let open = [];
  try {
    open = Array.from(document.querySelectorAll('dialog[open]')).filter((dialog) => dialog.matches(':modal'));
  } catch {
    open = [];
  }
  return open.length > 0 ? open[open.length - 1] : document.body;
};

/** Opens the dialog for `intentId` and resolves when the authentication has been completed or failed. */
hs.openChallenge = (stripe, intentId, clientSecret) =>
  new Promise((resolve) => {
    if (hs.challenge) hs.challenge.close();
    const locale = stripe.locale3ds();
    const text = hs.config.strings[locale];
    const client = stripe.client();
    const previousFocus = document.activeElement;

    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', text.dialogLabel);
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:rgba(10,14,25,.6);margin:0;border:0';

    const query = new URLSearchParams({ intent: intentId, client_secret: clientSecret, locale, parent: window.location.origin, key: stripe.key });
    if (stripe.stripeAccount) query.set('account', stripe.stripeAccount);
    const frame = document.createElement('iframe');
    frame.title = text.challengeFrameTitle;
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('allow', 'payment *');
    frame.style.cssText = 'display:block;width:100%;max-width:500px;height:100%;max-height:600px;border:0;border-radius:8px;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.35)';
    frame.src = `${hs.config.origin}/3ds/challenge?${query.toString()}`;
    overlay.appendChild(frame);

    // Inside the page's own modal <dialog> when one is open (everything outside it is inert),
    // else on the body. The rest is inert while ours is open: no focus, no clicks, no reading.
    const host = modalHost();
    const inerted = [];
    for (const child of Array.from(host.children)) {
      if (!child.inert) {
        child.inert = true;
        inerted.push(child);
      }
    }
    host.appendChild(overlay);

    let loaded = false;
    let closed = false;
    const tellFrame = (type) => {
      if (loaded && frame.contentWindow) frame.contentWindow.postMessage({ source: 'hourspace-stripe-js', type, intent: intentId }, hs.config.origin);
    };
    const focusFrame = () => {
      frame.focus();
      tellFrame('3ds-focus');
    };

    const onFocusIn = (event) => {
      if (!overlay.contains(event.target)) focusFrame();
    };
    const onKeyDown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        failFromPage();
      } else if (event.key === 'Tab') {
        // Focus is on the page, not in the frame: the only place to go is the frame.
        event.preventDefault();
        focusFrame();
      }
    };

    const close = () => {
      if (closed) return;
      closed = true;
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKeyDown, true);
      overlay.remove();
      for (const child of inerted) child.inert = false;
      hs.challenge = null;
      if (previousFocus && previousFocus.isConnected && typeof previousFocus.focus === 'function') previousFocus.focus();
      resolve();
    };

    // Escape pressed on the page side: the frame fails the authentication; before it has
    // loaded, the page tells the processor itself.
    const failFromPage = () => {
      if (loaded) {
        tellFrame('3ds-fail');
        return;
      }
      void hs.api(client, 'POST', `/v1/3ds/${encodeURIComponent(intentId)}/fail`, { client_secret: clientSecret }).then(close);
    };

    frame.addEventListener('load', () => {
      loaded = true;
      focusFrame();
    });
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onKeyDown, true);
    frame.focus();

    hs.challenge = {
      close,
      /** A message from the challenge frame (origin checked by the router). */
      receive(event) {
        if (event.source !== frame.contentWindow) return;
        const message = event.data;
        if (message.intent !== intentId) return;
        if (message.type === '3ds-ready' && !loaded) {
          loaded = true;
          focusFrame();
        }
        if (message.type === '3ds-done') close();
      },
    };
  });
