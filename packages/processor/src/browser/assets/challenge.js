// The test 3-D Secure page, framed by the page's challenge dialog (docs/decisions/payments-provider.md):
// "Complete authentication" or "Fail authentication" tells the processor, then the page is told
// `3ds-done` and reads the intent back itself. Escape fails, as closing Stripe's dialog does.

const { intentId, clientSecret, parentOrigin, strings } = hs.config;
const client = { origin: window.location.origin, key: hs.config.key, stripeAccount: hs.config.stripeAccount, connectionMessage: strings.errors.api_connection_error };
const complete = document.getElementById('hs-complete');
const fail = document.getElementById('hs-fail');
const status = document.getElementById('hs-status');
let busy = false;

// Opened on its own (no frame), the page posts to itself, and the target origin drops it.
const tellParent = (type, data) => window.parent.postMessage({ source: 'hourspace-processor', type, intent: intentId, ...data }, parentOrigin);

async function finish(outcome) {
  if (busy) return;
  busy = true;
  complete.disabled = true;
  fail.disabled = true;
  status.textContent = '';
  const answer = await hs.api(client, 'POST', `/v1/3ds/${encodeURIComponent(intentId)}/${outcome}`, { client_secret: clientSecret });
  // Any answer from the processor ends the challenge: the page reads the intent back and reports
  // what the processor holds. Only an unreachable processor leaves the choice open.
  if (answer.error && answer.error.type === 'api_connection_error') {
    busy = false;
    complete.disabled = false;
    fail.disabled = false;
    status.textContent = strings.challengeError;
    complete.focus();
    return;
  }
  tellParent('3ds-done', { outcome });
}

complete.addEventListener('click', () => void finish('complete'));
fail.addEventListener('click', () => void finish('fail'));

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    void finish('fail');
    return;
  }
  // The dialog holds nothing but this frame: Tab cycles through its two buttons.
  if (event.key === 'Tab') {
    const first = complete;
    const last = fail;
    if (event.shiftKey && (document.activeElement === first || !document.activeElement || document.activeElement === document.body)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !document.activeElement || document.activeElement === document.body)) {
      event.preventDefault();
      first.focus();
    }
  }
});

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const message = event.data;
  if (!message || typeof message !== 'object' || message.source !== 'hourspace-stripe-js' || message.intent !== intentId) return;
  if (message.type === '3ds-focus' && !busy) complete.focus();
  if (message.type === '3ds-fail') void finish('fail');
});

complete.focus();
tellParent('3ds-ready', {});
