import { COMMON, COPY, type TemplateName } from './copy';
import type { Language } from './language';

/** A message ready to send: the subject, the plain-text part and (for email) the HTML part. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

export interface RenderInput {
  template: TemplateName;
  language: Language;
  /** Values for the copy's `{name}` marks. Anything a person typed (names, space titles) is escaped in the HTML part. */
  values: Record<string, string | number>;
  /** The recipient's first name for the greeting; none greets without a name. */
  firstName?: string | null;
  /** The message's one link (absolute, built from PUBLIC_SITE_URL). */
  link?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

function fill(text: string, values: RenderInput['values'], escape: (s: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail template: no value for {${name}} in "${text}"`);
    return escape(String(value));
  });
}

const same = (s: string) => s;

/** A line that is only the code: shown large in HTML, alone on its line in text (the development outbox finds it there). */
const isCodeLine = (line: string) => line === '{code}';

function htmlOf(input: RenderInput, greeting: string, lines: string[], action: string | undefined): string {
  const common = COMMON[input.language];
  const paragraphs = lines.map((line) =>
    isCodeLine(line)
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(String(input.values.code))}</p>`
      : `<p>${fill(line, input.values, escapeHtml)}</p>`,
  );
  const button =
    input.link && action
      ? `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#1f4fd1;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action)}</a></p>` +
        `<p style="font-size:12px;color:#555555">${escapeHtml(input.link)}</p>`
      : '';
  return [
    '<!doctype html>',
    `<html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(fill(COPY[input.template][input.language].subject, input.values, same))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    button,
    `<p>${escapeHtml(common.signature)}</p>`,
    `<p style="font-size:12px;color:#555555">${escapeHtml(common.footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** One template in one language, with both parts (docs/decisions/mail-and-sms.md). */
export function render(input: RenderInput): Rendered {
  const copy: { subject: string; lines: string[]; action?: string } = COPY[input.template][input.language];
  const common = COMMON[input.language];
  const greeting = input.firstName ? fill(common.greeting, { name: input.firstName }, same) : common.greetingAnonymous;
  const subject = fill(copy.subject, input.values, same);
  const text = [
    greeting,
    '',
    ...copy.lines.flatMap((line) => [fill(line, input.values, same), '']),
    ...(input.link ? [input.link, ''] : []),
    common.signature,
    '',
    common.footer,
  ].join('\n');
  return { subject, text, html: htmlOf(input, greeting, copy.lines, copy.action) };
}

/** A text message: the template's one line, nothing else (SMS has no greeting or footer). */
export function renderSms(input: Omit<RenderInput, 'firstName' | 'link'>): string {
  const copy: { lines: string[] } = COPY[input.template][input.language];
  return copy.lines.map((line) => fill(line, input.values, same)).join(' ');
}
