/* Hourspace local Google One Tap: the calls of Google Identity Services' google.accounts.id (initialize, prompt, cancel, disableAutoSelect), answered by __HOURSPACE_ORIGIN__/dev/google/gsi. As the real one, it prompts only a browser signed in to (local) Google: __HOURSPACE_ORIGIN__/dev/google/gsi/signin. */
(function () {
  var BASE = "__HOURSPACE_GSI_BASE__";
  var state = { options: null, panel: null };
  function close() { if (state.panel) { state.panel.remove(); state.panel = null; } }
  function button(text, primary) {
    var b = document.createElement('button'); b.type = 'button'; b.textContent = text;
    b.style.cssText = 'display:block;width:100%;margin-top:8px;padding:10px 12px;border-radius:6px;font:inherit;cursor:pointer;' + (primary ? 'border:0;background:#1a73e8;color:#fff' : 'border:1px solid #dadce0;background:#fff;color:#3c4043');
    return b;
  }
  function render(session) {
    var options = state.options;
    var panel = document.createElement('section');
    panel.setAttribute('aria-label', 'Sign in with Google (local One Tap)');
    panel.style.cssText = 'position:fixed;top:16px;right:16px;z-index:2147483646;width:min(92vw,360px);background:#fff;color:#202124;border:1px solid #dadce0;border-radius:8px;box-shadow:0 2px 10px rgba(0,0,0,.2);padding:16px;font-family:system-ui,sans-serif;font-size:14px';
    var h = document.createElement('h2'); h.textContent = 'Sign in with Google (local)'; h.style.cssText = 'font-size:16px;margin:0 0 4px'; panel.appendChild(h);
    var who = document.createElement('p'); who.textContent = session.name + ' (' + (session.email || 'no email shared') + ')'; who.style.cssText = 'margin:0;color:#5f6368'; panel.appendChild(who);
    var go = button('Continue as ' + (session.given_name || session.name), true);
    go.onclick = function () {
      go.disabled = true;
      fetch(BASE + '/credential', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: options.client_id, nonce: options.nonce || '' }) })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (answer) { close(); if (answer && answer.credential) options.callback({ credential: answer.credential, select_by: 'user', clientId: options.client_id }); });
    };
    var dismiss = button('Close', false);
    dismiss.onclick = close;
    panel.appendChild(go); panel.appendChild(dismiss);
    document.body.appendChild(panel);
    state.panel = panel;
  }
  var id = {
    initialize: function (options) { state.options = options || null; },
    prompt: function () {
      if (!state.options || state.panel) return;
      fetch(BASE + '/session', { credentials: 'include' })
        .then(function (r) { return r.ok ? r.json() : { signed_in: false }; })
        .then(function (session) { if (session.signed_in && state.options && !state.panel) render(session); })
        .catch(function () { /* no local Google: no prompt, as a browser signed out of Google */ });
    },
    cancel: close,
    disableAutoSelect: function () {},
  };
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = id;
})();
