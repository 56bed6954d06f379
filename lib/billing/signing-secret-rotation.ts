import { Refusal } from '../contract/refusals';
import { secretCatalogue } from '../secrets-catalogue';

/** The providers whose signing secrets the service holds. */
export const signingProviders = Object.keys(
  secretCatalogue.webhookSigningSecrets.schema.shape,
) as (keyof typeof secretCatalogue.webhookSigningSecrets.schema.shape)[];

/**
 * Sets a provider's webhook signing secret with the two-slot rotation: the new secret goes first
 * and the one it replaces stays second, so events signed with either verify while the provider
 * rolls over; `dropPrevious` (once the provider signs only with the new one) leaves just the new
 * one. Setting the secret already first changes nothing. The summary never shows a secret.
 */
export function setSigningSecret(stored: unknown, provider: string, secret: string, { dropPrevious = false } = {}) {
  const schema = secretCatalogue.webhookSigningSecrets.schema;
  const current = schema.safeParse(stored);
  if (!current.success) throw new Refusal('invalid_input', 'The stored webhook signing secrets do not have the expected shape');
  if (!(signingProviders as string[]).includes(provider))
    throw new Refusal('invalid_input', `Unknown provider ${provider}; one of ${signingProviders.join(', ')}`);
  const slots = current.data[provider as (typeof signingProviders)[number]];
  const next = dropPrevious ? [secret] : [secret, ...slots.filter((s) => s !== secret)].slice(0, 2);
  const value = schema.safeParse({ ...current.data, [provider]: next });
  if (!value.success) throw new Refusal('invalid_input', `Not a ${provider} signing secret: ${value.error.issues[0]?.message ?? 'invalid'}`);
  const changed = JSON.stringify(next) !== JSON.stringify(slots);
  return { value: value.data, summary: { provider, changed, slots: next.length, previous_kept: next.length > 1 } };
}
