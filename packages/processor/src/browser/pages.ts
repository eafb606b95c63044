import { escapeHtml } from './html';
import { type BrowserStrings, type Locale } from './i18n';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const CARD_CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:transparent;overflow:hidden}
body{font-family:var(--hs-font-family,${FONT});font-size:var(--hs-font-size,16px);font-weight:var(--hs-font-weight,400);line-height:var(--hs-line-height,1.5);letter-spacing:var(--hs-letter-spacing,normal);color:var(--hs-color,#30313d)}
.card{display:flex;flex-wrap:wrap;align-items:center;gap:0 .75em;margin:0;padding:2px 0}
.field{display:flex;min-width:0}
.number{flex:1 1 11em}
.expiry{flex:0 0 5.6em}
.cvc{flex:0 0 3.6em}
.postal{flex:0 0 6.5em}
.field[hidden],.brand[hidden]{display:none}
input{width:100%;margin:0;padding:2px 0;border:0;border-radius:0;background:transparent;color:inherit;font:inherit;letter-spacing:inherit;outline:none;box-shadow:inset 0 -2px 0 transparent;-webkit-appearance:none;appearance:none}
input:focus-visible{box-shadow:inset 0 -2px 0 #0570de}
input::placeholder{color:var(--hs-placeholder,#6d6e78);opacity:1}
input.invalid{color:var(--hs-invalid,#df1b41)}
input:disabled{cursor:not-allowed;opacity:.6}
.brand{flex:0 0 auto;min-width:2.2em;height:1.4em;padding:0 .25em;border:1px solid currentColor;border-radius:.25em;font-size:.6em;font-weight:700;line-height:1.3em;text-align:center;opacity:.75}
.brand::after{content:""}
.brand[data-brand="visa"]::after{content:"VISA"}
.brand[data-brand="mastercard"]::after{content:"MC"}
.brand[data-brand="amex"]::after{content:"AMEX"}
.brand[data-brand="discover"]::after{content:"DISC"}
.brand[data-brand="diners"]::after{content:"DC"}
.brand[data-brand="jcb"]::after{content:"JCB"}
.brand[data-brand="unionpay"]::after{content:"UP"}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (forced-colors:active){input:focus-visible{outline:2px solid CanvasText}}
`;

const CHALLENGE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff;color:#1a1b25;font:16px/1.5 ${FONT}}
main{max-width:28rem;margin:0 auto;padding:2rem 1.5rem}
h1{margin:0 0 1rem;font-size:1.25rem;line-height:1.3}
.notice{margin:0 0 .5rem;padding:.75rem 1rem;border-radius:.5rem;background:#fff8e1;border:1px solid #e5c07b;font-weight:600}
.explanation{margin:0 0 1.5rem;color:#414552}
.actions{display:flex;flex-direction:column;gap:.75rem}
button{min-height:2.75rem;padding:.5rem 1rem;border-radius:.375rem;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #0570de;outline-offset:2px}
button:disabled{cursor:progress;opacity:.6}
.complete{border:1px solid #1a7f37;background:#1a7f37;color:#fff}
.fail{border:1px solid #b42318;background:#fff;color:#b42318}
.status{min-height:1.5em;margin:1rem 0 0;color:#b42318}
`;

function htmlDocument(locale: Locale, title: string, nonce: string, css: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${css}</style>
</head>
<body>
${body}
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
}

function field(name: string, label: string, input: string, extra = ''): string {
  return `<div class="field ${name}" id="hs-${name}-field"${extra}><label class="sr-only" id="hs-${name}-label" for="hs-${name}">${escapeHtml(label)}</label>${input}</div>`;
}

/** The card element's frame: three fields (four with the postal code) and its script. */
export function cardFramePage(locale: Locale, text: BrowserStrings, nonce: string, script: string): string {
  const common = 'type="text" autocorrect="off" autocapitalize="off" spellcheck="false"';
  const body = `<form id="hs-card" class="card" novalidate>
<span id="hs-brand" class="brand" data-brand="unknown" aria-hidden="true"></span>
${field('number', text.cardNumber, `<input id="hs-number" data-field="number" name="cardnumber" ${common} inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234">`)}
${field('expiry', text.expiry, `<input id="hs-expiry" data-field="expiry" name="exp-date" ${common} inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escapeHtml(text.expiryPlaceholder)}">`)}
${field('cvc', text.securityCode, `<input id="hs-cvc" data-field="cvc" name="cvc" ${common} inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="${escapeHtml(text.cvcPlaceholder)}">`)}
${field('postal', text.postalCode, `<input id="hs-postal" data-field="postal" name="postal" ${common} autocomplete="postal-code" maxlength="10" placeholder="${escapeHtml(text.postalPlaceholder)}">`, ' hidden')}
</form>`;
  return htmlDocument(locale, text.frameTitle, nonce, CARD_CSS, body, script);
}

/** Stripe's test 3-D Secure page: complete or fail the authentication. */
export function challengePage(locale: Locale, text: BrowserStrings, nonce: string, script: string): string {
  const body = `<main>
<h1 id="hs-title">${escapeHtml(text.dialogLabel)}</h1>
<p class="notice">${escapeHtml(text.testNotice)}</p>
<p class="explanation">${escapeHtml(text.testExplanation)}</p>
<div class="actions">
<button id="hs-complete" class="complete" type="button">${escapeHtml(text.completeAuthentication)}</button>
<button id="hs-fail" class="fail" type="button">${escapeHtml(text.failAuthentication)}</button>
</div>
<p id="hs-status" class="status" role="status" aria-live="polite"></p>
</main>`;
  return htmlDocument(locale, text.dialogLabel, nonce, CHALLENGE_CSS, body, script);
}
