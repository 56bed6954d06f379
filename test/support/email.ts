import { stack } from './api';

export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Emails the SES stand-in received for one address. */
export async function emailsTo(address: string): Promise<StoredEmail[]> {
  const store = (await (await fetch(`${stack.ses_endpoint}/store`)).json()) as { emails: StoredEmail[] };
  return store.emails.filter((email) => email.destination.to.includes(address));
}

/**
 * Waits until `count` emails reached the address, then a little longer to catch any duplicate,
 * and returns what arrived.
 */
export async function settledEmailsTo(address: string, count = 1, timeoutMs = 15_000, settleMs = 1500): Promise<StoredEmail[]> {
  const deadline = Date.now() + timeoutMs;
  while ((await emailsTo(address)).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, settleMs));
  return emailsTo(address);
}
