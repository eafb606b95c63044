/**
 * @jest-environment jsdom
 */
import { tagsOf, XSS_NAME_PAYLOADS, XSS_PAYLOADS, xssFindings } from '../testing/xss-payloads';

function dom(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the XSS findings check', () => {
  const baseline = tagsOf(dom('<p>Ada</p><a href="/us/">home</a><img src="https://img.example/a.png" alt="">'));

  it('finds nothing in the harmless render or in a payload rendered as text', () => {
    expect(xssFindings(dom('<p>Ada</p><a href="/us/">home</a><img src="https://img.example/a.png" alt="">'), baseline)).toEqual([]);
    const text = dom('<p></p><a href="/us/">home</a>');
    text.querySelector('p')!.textContent = '<img src=x onerror=__xss=1>';
    expect(xssFindings(text, baseline)).toEqual([]);
  });

  it('finds new elements, extra active elements, handlers, srcdoc and script URLs', () => {
    expect(xssFindings(dom('<p>Ada<script>1</script></p>'), baseline)).toEqual(['element <script>']);
    expect(xssFindings(dom('<p>Ada</p><a href="/us/">home</a><a href="/x">x</a>'), baseline)).toEqual(['1 more <a> than with harmless data']);
    expect(xssFindings(dom('<p onclick="x">Ada</p>'), baseline)).toEqual(['<p onclick>']);
    expect(xssFindings(dom('<a href=" JaVaScRiPt:x">home</a>'), baseline)).toEqual(['<a href=" JaVaScRiPt:x">']);
    expect(xssFindings(dom('<img src="data:text/html,x">'), baseline)).toEqual(['<img src="data:text/html,x">']);
  });

  it('has 100+ distinct payloads, and the names among them fit 2 to 35 characters', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    for (const name of XSS_NAME_PAYLOADS) expect(name.trim().length).toBeGreaterThanOrEqual(2);
    for (const name of XSS_NAME_PAYLOADS) expect(name.trim().length).toBeLessThanOrEqual(35);
  });
});
