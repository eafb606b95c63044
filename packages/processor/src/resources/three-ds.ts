import { type Ctx } from '../core';
import { invalid } from '../errors';
import { route } from '../router';
import { checkClientSecret } from './intents';
import { finishPaymentAuthentication } from './payment-intents';
import { finishSetupAuthentication } from './setup-intents';

/**
 * The 3-D Secure challenge page (served by the browser half) reports its outcome here, with
 * the publishable key and the intent's client secret (docs/decisions/payments-provider.md).
 */
function finish(ctx: Ctx, passed: boolean): Record<string, unknown> {
  const id = ctx.path.intentId!;
  const kind = id.startsWith('seti_') ? 'setup_intent' : id.startsWith('pi_') ? 'payment_intent' : null;
  if (!kind) throw invalid(`No such intent: '${id}'`, 'intent', 'resource_missing');
  const intent = ctx.core.find(kind, id, kind === 'setup_intent' ? 'setupintent' : 'payment_intent');
  checkClientSecret(ctx, intent);
  return kind === 'setup_intent' ? finishSetupAuthentication(ctx, intent, passed) : finishPaymentAuthentication(ctx, intent, passed);
}

export const threeDsRoutes = [
  route('POST', '/v1/3ds/:intentId/complete', 'publishable', (ctx) => finish(ctx, true)),
  route('POST', '/v1/3ds/:intentId/fail', 'publishable', (ctx) => finish(ctx, false)),
];
