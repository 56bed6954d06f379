/**
 * A mailbox as a From or To header writes it, `Name <address>` or a bare `address`, split into
 * its address and display name. The address is what SES authorizes (`ses:FromAddress`) and its
 * domain the identity SES falls back to.
 */
export function parseMailbox(mailbox: string): { address: string; displayName?: string } {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>]+)>\s*$/.exec(mailbox);
  return match ? { address: match[2]!.trim(), ...(match[1] ? { displayName: match[1].trim() } : {}) } : { address: mailbox.trim() };
}
