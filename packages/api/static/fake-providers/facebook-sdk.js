/* Hourspace local Facebook SDK: the calls of the real one (init, getLoginStatus, login, api, logout), answered by __HOURSPACE_ORIGIN__/dev/facebook. */
(function () {
  var BASE = "__HOURSPACE_FACEBOOK_BASE__";
  var KEY = 'hourspace_fb_auth';
  function read() { try { var a = JSON.parse(localStorage.getItem(KEY) || 'null'); return a && a.expiresAt > Date.now() ? a : null; } catch { return null; } }
  function save(a) { try { if (a) localStorage.setItem(KEY, JSON.stringify(a)); else localStorage.removeItem(KEY); } catch { /* storage blocked: the session lasts the page */ } }
  function response(a) { return a ? { status: 'connected', authResponse: { accessToken: a.accessToken, userID: a.userID, expiresIn: Math.round((a.expiresAt - Date.now()) / 1000), graphDomain: 'facebook', signedRequest: '' } } : { status: 'unknown', authResponse: null }; }
  function chooser(done) {
    fetch(BASE + '/identities').then(function (r) { return r.json(); }).then(function (list) {
      var back = document.createElement('div');
      back.setAttribute('role', 'dialog'); back.setAttribute('aria-modal', 'true'); back.setAttribute('aria-label', 'Log in with Facebook');
      back.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483647;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#1c1e21;border-radius:8px;padding:16px;width:min(92vw,380px);max-height:90vh;overflow:auto';
      var h = document.createElement('h2'); h.textContent = 'Log in with Facebook (local)'; h.style.cssText = 'font-size:18px;margin:0 0 8px'; box.appendChild(h);
      var stale = document.createElement('label'); stale.style.cssText = 'display:block;font-size:13px;margin:8px 0';
      var cb = document.createElement('input'); cb.type = 'checkbox'; stale.appendChild(cb); stale.appendChild(document.createTextNode(' Simulate a logged-out session (Graph error 190/467 on the next call)'));
      list.forEach(function (p) {
        var b = document.createElement('button'); b.type = 'button';
        b.textContent = p.name + ' (' + (p.email || 'no email') + ')';
        b.style.cssText = 'display:block;width:100%;text-align:left;padding:10px;margin:6px 0;border:1px solid #ccd0d5;border-radius:6px;background:#fff;cursor:pointer;font:inherit';
        b.onclick = function () {
          fetch(BASE + '/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: p.id, stale: cb.checked }) })
            .then(function (r) { return r.json(); }).then(function (a) { document.body.removeChild(back); done(a); });
        };
        box.appendChild(b);
      });
      box.appendChild(stale);
      var cancel = document.createElement('button'); cancel.type = 'button'; cancel.textContent = 'Cancel';
      cancel.style.cssText = 'margin-top:8px;padding:8px 12px;border:0;background:#e4e6eb;border-radius:6px;cursor:pointer';
      cancel.onclick = function () { document.body.removeChild(back); done(null); };
      box.appendChild(cancel); back.appendChild(box); document.body.appendChild(back);
      var first = box.querySelector('button'); if (first) first.focus();
    });
  }
  var FB = {
    init: function () {},
    getLoginStatus: function (cb) { setTimeout(function () { cb(response(read())); }, 0); },
    getAuthResponse: function () { return response(read()).authResponse; },
    login: function (cb, opts) {
      chooser(function (a) {
        if (!a) { cb({ status: 'unknown', authResponse: null }); return; }
        var auth = { accessToken: a.accessToken, userID: a.userID, expiresAt: Date.now() + a.expiresIn * 1000, scope: (opts && opts.scope) || 'public_profile' };
        save(auth); cb(response(auth));
      });
    },
    logout: function (cb) { save(null); if (cb) cb({ status: 'unknown', authResponse: null }); },
    api: function (path, a, b, c) {
      var params = {}, cb = null;
      [a, b, c].forEach(function (x) { if (typeof x === 'function') cb = x; else if (x && typeof x === 'object') params = x; });
      var auth = read(); var q = new URLSearchParams();
      Object.keys(params).forEach(function (k) { q.set(k, String(params[k])); });
      if (auth && !q.has('access_token')) q.set('access_token', auth.accessToken);
      fetch(BASE + '/' + String(path).replace(/^\/+/, '') + '?' + q.toString()).then(function (r) { return r.json(); }).then(function (j) { if (cb) cb(j); }, function () { if (cb) cb({ error: { message: 'Network error', type: 'OAuthException', code: 1 } }); });
    }
  };
  window.FB = FB;
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit, 0);
})();
