import { CSP_REPORT_PATH } from '@hourspace/contracts/security-headers';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../lib/errors';

/** A report is a few hundred bytes; a browser batches a handful with `report-to`. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Reports accepted per client address a minute: a page with a bad policy sends one per violation. */
export const CSP_REPORTS_PER_MINUTE = 60;
const TEXT = 512;

/** One violation as the API logs it: no query strings or fragments (they can carry tokens). */
export interface CspViolation {
  documentUrl: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
  disposition: string;
}

const Text = v.optional(v.pipe(v.string(), v.maxLength(4096)));
const Line = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** `report-uri`: `application/csp-report`, `{ "csp-report": { "document-uri", "violated-directive", … } }`. */
const Required = v.pipe(v.string(), v.minLength(1), v.maxLength(4096));

const LegacyReportSchema = v.object({
  'csp-report': v.looseObject({
    'document-uri': Required,
    'violated-directive': Text,
    'effective-directive': Text,
    'blocked-uri': Text,
    'source-file': Text,
    'line-number': Line,
    disposition: Text,
  }),
});
const hasDirective = (r: { 'violated-directive'?: string | undefined; 'effective-directive'?: string | undefined }) => Boolean(r['violated-directive'] || r['effective-directive']);

/** `report-to`: `application/reports+json`, an array of `{ type: 'csp-violation', body: { documentURL, effectiveDirective, … } }`. */
const ReportingApiSchema = v.pipe(
  v.array(
    v.looseObject({
      type: v.pipe(v.string(), v.maxLength(64)),
      body: v.optional(
        v.looseObject({
          documentURL: Text,
          effectiveDirective: Text,
          blockedURL: Text,
          sourceFile: Text,
          lineNumber: Line,
          disposition: Text,
        }),
      ),
    }),
  ),
  v.minLength(1),
  v.maxLength(50),
);

/** A URL without its query and fragment; keywords such as `inline` or `eval` as they are. */
function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, TEXT);
  } catch {
    return value.replace(/[?#].*$/s, '').slice(0, TEXT);
  }
}

function violation(fields: {
  documentUrl?: string | undefined;
  directive?: string | undefined;
  blocked?: string | undefined;
  source?: string | undefined;
  line?: number | undefined;
  disposition?: string | undefined;
}): CspViolation {
  return {
    documentUrl: withoutQuery(fields.documentUrl),
    directive: (fields.directive ?? '').slice(0, TEXT),
    blocked: withoutQuery(fields.blocked),
    source: withoutQuery(fields.source),
    line: fields.line ?? null,
    disposition: (fields.disposition ?? 'enforce').slice(0, 16),
  };
}

/** The violations in a report body of either format; null when it is neither. */
export function parseCspReports(body: unknown): CspViolation[] | null {
  const legacy = v.safeParse(LegacyReportSchema, body);
  if (legacy.success && hasDirective(legacy.output['csp-report'])) {
    const r = legacy.output['csp-report'];
    return [
      violation({
        documentUrl: r['document-uri'],
        directive: r['effective-directive'] ?? r['violated-directive'],
        blocked: r['blocked-uri'],
        source: r['source-file'],
        line: r['line-number'],
        disposition: r.disposition,
      }),
    ];
  }
  const batch = v.safeParse(ReportingApiSchema, body);
  if (batch.success) {
    const violations = batch.output
      .filter((report) => report.type === 'csp-violation' && report.body?.documentURL && report.body.effectiveDirective)
      .map(({ body: b }) =>
        violation({
          documentUrl: b?.documentURL,
          directive: b?.effectiveDirective,
          blocked: b?.blockedURL,
          source: b?.sourceFile,
          line: b?.lineNumber,
          disposition: b?.disposition,
        }),
      );
    // A batch with no violation in it is not a CSP report (another report type sent here).
    return violations.length ? violations : null;
  }
  return null;
}

/**
 * `POST /v1/csp-reports`: where the shell's Content-Security-Policy sends violations
 * (`report-uri` and `report-to`). Bodies are bounded, parsed as JSON under both report media
 * types in this route only, checked, stripped of query strings, rate-limited per address and
 * logged. Answers 204; a body that is not a report 400.
 */
export function cspReportRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(new ApiError(400, 'Bad Request', 'The report is not valid JSON.'), undefined);
      }
    });
    scope.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT, config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
      const violations = parseCspReports(request.body);
      if (!violations) throw new ApiError(400, 'Bad Request', 'The body is not a CSP violation report.');
      for (const report of violations) request.log.warn({ csp: report }, 'content security policy violation');
      return reply.status(204).send();
    });
  });
}
