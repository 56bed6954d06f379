import type { TopicVocabularyVersion } from '../../lib/vocabularies/model';

/** Fixed, valid ULIDs so the seed is idempotent: the same ids on every start. */
function demoId(prefix: string, n: number): string {
  return `${prefix}_01JDEM0${String(n).padStart(19, '0')}`;
}

export const demoOrganizations = [
  { id: demoId('org', 1), name: 'Acme Robotics', billing_customer_id: 'cus_demoAcme0001' },
  { id: demoId('org', 2), name: 'Globex Studios', billing_customer_id: 'cus_demoGlobex002' },
] as const;

export const demoUsers = [
  { id: demoId('usr', 1), email: 'alice@acme.example', display_name: 'Alice Archer', organization_id: demoOrganizations[0].id },
  { id: demoId('usr', 2), email: 'bob@globex.example', display_name: 'Bob Baker', organization_id: demoOrganizations[1].id },
  { id: demoId('usr', 3), email: 'carol@acme.example', display_name: 'Carol Chen', organization_id: demoOrganizations[0].id },
] as const;

/** Open review tickets, two per organization; the developer is the organization's first user. */
export const demoReviewTickets = [
  { id: demoId('rvw', 1), organization_id: demoOrganizations[0].id, developer: demoUsers[0], title: 'Organization review: Acme Robotics' },
  { id: demoId('rvw', 2), organization_id: demoOrganizations[0].id, developer: demoUsers[2], title: 'Personality publishing review: Acme Robotics' },
  { id: demoId('rvw', 3), organization_id: demoOrganizations[1].id, developer: demoUsers[1], title: 'Organization review: Globex Studios' },
  { id: demoId('rvw', 4), organization_id: demoOrganizations[1].id, developer: demoUsers[1], title: 'Payout review: Globex Studios' },
];

/**
 * One webhook endpoint per organization (Acme has three). Their hosts can never resolve (`.invalid`,
 * RFC 6761: refused at every attempt without a DNS lookup, so the stack stays hermetic) and the
 * last points at a closed loopback port, so deliveries to them visibly fail and retry on the
 * (compressed) schedule; `npm run webhook:listen` adds one that receives. `previousUrl`: what a
 * directory seeded before they moved to `.invalid` holds (kept as it is).
 */
export const demoWebhookEndpoints = [
  {
    id: demoId('whe', 1),
    organization_id: demoOrganizations[0].id,
    url: 'https://hooks.acme.invalid/service',
    previousUrl: 'https://hooks.acme.example/service',
    description: 'Production receiver',
    events: ['personality.created', 'review.decided'],
  },
  {
    id: demoId('whe', 2),
    organization_id: demoOrganizations[0].id,
    url: 'https://staging-hooks.acme.invalid/service',
    previousUrl: 'https://staging-hooks.acme.example/service',
    description: 'Staging receiver',
    events: ['review.decided'],
  },
  {
    id: demoId('whe', 3),
    organization_id: demoOrganizations[1].id,
    url: 'https://hooks.globex.invalid/webhooks',
    previousUrl: 'https://globex.example/webhooks',
    description: null,
    events: ['personality.created'],
  },
];

/** An endpoint that points at nothing: a closed port on this machine (port 9, discard, has no listener), so every delivery to it fails and retries. */
export const demoFailingWebhookEndpoint = {
  id: demoId('whe', 4),
  organization_id: demoOrganizations[0].id,
  url: 'http://127.0.0.1:9/webhooks',
  description: 'Points at nothing: its deliveries fail and retry (GET /v1/webhooks/{id}/deliveries)',
  events: ['*'],
};

const t = (id: string, label: string) => ({ id, label });

const initialTopics = [
  t('cooking', 'Cooking'),
  t('baking', 'Baking'),
  t('nutrition', 'Nutrition'),
  t('fitness', 'Fitness'),
  t('personal-finance', 'Personal finance'),
  t('investing', 'Investing'),
  t('travel', 'Travel'),
  t('language-learning', 'Language learning'),
  t('programming', 'Programming'),
  t('mathematics', 'Mathematics'),
  t('history', 'History'),
  t('science', 'Science'),
  t('music', 'Music'),
  t('gardening', 'Gardening'),
  t('pets', 'Pets'),
  t('parenting', 'Parenting'),
  t('mental-wellbeing', 'Mental wellbeing'),
  t('health', 'Health'),
  t('law', 'Law'),
  t('careers', 'Careers'),
  t('productivity', 'Productivity'),
  t('gaming', 'Gaming'),
  t('film', 'Film'),
  t('books', 'Books'),
  t('sports', 'Sports'),
];

const v2Added = [t('astronomy', 'Astronomy'), t('photography', 'Photography'), t('home-improvement', 'Home improvement')];
const v3Added = [t('relationships', 'Relationships'), t('fashion', 'Fashion'), t('customer-support', 'Customer support'), t('education', 'Education')];

const v2Topics = [...initialTopics.map((topic) => (topic.id === 'film' ? t('film', 'Film and television') : topic)), ...v2Added];
const v3Topics = [...v2Topics.filter((topic) => topic.id !== 'gaming'), ...v3Added];

/** Three published versions, oldest first; the changelog shows them newest first. */
export const demoTopicVersions: TopicVocabularyVersion[] = [
  {
    version: '2026.09.0',
    published_at: '2026-09-01T09:00:00.000Z',
    summary: 'Initial topic vocabulary',
    changes: { added: initialTopics, removed: [], renamed: [] },
    topics: initialTopics,
  },
  {
    version: '2026.10.0',
    published_at: '2026-10-01T09:00:00.000Z',
    summary: 'Astronomy, photography and home improvement; film covers television',
    changes: { added: v2Added, removed: [], renamed: [{ id: 'film', from: 'Film', to: 'Film and television' }] },
    topics: v2Topics,
  },
  {
    version: '2026.11.0',
    published_at: '2026-11-01T09:00:00.000Z',
    summary: 'Relationships, fashion, customer support and education; gaming retired',
    changes: { added: v3Added, removed: [t('gaming', 'Gaming')], renamed: [] },
    topics: v3Topics,
  },
];

const card = (brand: string, last4: string, exp_year: number) => ({ brand, last4, exp_month: 12, exp_year });

/**
 * Stripe-shaped invoice object in the format of the API version the service expects (tax in
 * `total_taxes`, the unit price in `lines[].pricing.unit_amount_decimal`): 20 % exclusive VAT.
 */
export function invoice(id: string, customer: string, status: 'draft' | 'open' | 'paid', created: number, amount: number, number: string) {
  const paid = status === 'paid' ? amount : 0;
  const subtotal = Math.round(amount / 1.2);
  return {
    id,
    object: 'invoice',
    customer,
    number: status === 'draft' ? null : number,
    status,
    currency: 'eur',
    subtotal,
    subtotal_excluding_tax: subtotal,
    total_discount_amounts: [],
    total_taxes: [
      {
        amount: amount - subtotal,
        tax_behavior: 'exclusive',
        taxability_reason: 'standard_rated',
        taxable_amount: subtotal,
        type: 'tax_rate_details',
        tax_rate_details: { tax_rate: 'txr_demoVat20' },
      },
    ],
    total: amount,
    total_excluding_tax: subtotal,
    amount_due: amount,
    amount_paid: paid,
    amount_remaining: amount - paid,
    period_start: created - 30 * 86_400,
    period_end: created,
    due_date: status === 'draft' ? null : created + 14 * 86_400,
    lines: {
      object: 'list',
      data: [
        {
          object: 'line_item',
          description: 'Team plan (monthly)',
          quantity: 1,
          amount: subtotal,
          pricing: { type: 'price_details', unit_amount_decimal: String(subtotal) },
        },
      ],
    },
    hosted_invoice_url: `https://pay.example/invoices/${id}`,
    created,
  };
}

/** A provider event the seed sends through the webhook route, as the provider would. */
export interface DemoEvent {
  provider: 'stripe' | 'standard';
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
}

/**
 * The payment-provider history of each demo organization, replayed through the real webhook
 * route on every start (repeats are acknowledged as duplicates). Half arrive as Stripe events,
 * half as Standard Webhooks.
 */
export function demoBillingEvents(): DemoEvent[] {
  const [acme, globex] = demoOrganizations;
  const t0 = Date.parse('2026-10-01T10:00:00.000Z') / 1000;
  const a1 = (status: 'draft' | 'open' | 'paid') => invoice('in_demoAcme001', acme.billing_customer_id, status, t0, 4800, 'ACME-0001');
  const a2 = (status: 'draft' | 'open') => invoice('in_demoAcme002', acme.billing_customer_id, status, t0 + 86_400 * 30, 4800, 'ACME-0002');
  const b1 = (status: 'draft' | 'open') => invoice('in_demoGlobex01', globex.billing_customer_id, status, t0 + 3600, 12_000, 'GLBX-0001');
  const pm = (id: string, customer: string, c: ReturnType<typeof card>, created: number) => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: c,
    customer,
    created,
  });
  // Stripe's SEPA Direct Debit test account (DE, last 4 3000).
  const sepa = (id: string, customer: string, created: number) => ({
    id,
    object: 'payment_method',
    type: 'sepa_debit',
    sepa_debit: { bank_code: '37040044', branch_code: null, country: 'DE', fingerprint: null, generated_from: null, last4: '3000' },
    customer,
    created,
  });
  const ev = (provider: DemoEvent['provider'], id: string, type: string, created: number, object: Record<string, unknown>): DemoEvent => ({
    provider,
    id,
    type,
    created,
    object,
  });
  return [
    ev('stripe', 'evt_demo_pm_a1', 'payment_method.attached', t0 - 600, pm('pm_demoAcmeVisa', acme.billing_customer_id, card('visa', '4242', 2029), t0 - 600)),
    ev(
      'standard',
      'msg_demo_pm_a2',
      'payment_method.attached',
      t0 - 500,
      pm('pm_demoAcmeMc', acme.billing_customer_id, card('mastercard', '4444', 2028), t0 - 500),
    ),
    ev('stripe', 'evt_demo_cus_a', 'customer.updated', t0 - 400, {
      id: acme.billing_customer_id,
      object: 'customer',
      invoice_settings: { default_payment_method: 'pm_demoAcmeVisa' },
    }),
    ev('stripe', 'evt_demo_in_a1_created', 'invoice.created', t0, a1('draft')),
    ev('stripe', 'evt_demo_in_a1_finalized', 'invoice.finalized', t0 + 60, a1('open')),
    ev('stripe', 'evt_demo_in_a1_paid', 'invoice.paid', t0 + 120, a1('paid')),
    ev('standard', 'msg_demo_in_a2_created', 'invoice.created', t0 + 86_400 * 30, a2('draft')),
    ev('standard', 'msg_demo_in_a2_finalized', 'invoice.finalized', t0 + 86_400 * 30 + 60, a2('open')),
    ev(
      'standard',
      'msg_demo_pm_b1',
      'payment_method.attached',
      t0 - 300,
      pm('pm_demoGlobexAmex', globex.billing_customer_id, card('amex', '0005', 2030), t0 - 300),
    ),
    ev('stripe', 'evt_demo_pm_b2', 'payment_method.attached', t0 - 250, sepa('pm_demoGlobexSepa', globex.billing_customer_id, t0 - 250)),
    ev('standard', 'msg_demo_cus_b', 'customer.updated', t0 - 200, {
      id: globex.billing_customer_id,
      object: 'customer',
      invoice_settings: { default_payment_method: 'pm_demoGlobexAmex' },
    }),
    ev('stripe', 'evt_demo_in_b1_created', 'invoice.created', t0 + 3600, b1('draft')),
    ev('stripe', 'evt_demo_in_b1_finalized', 'invoice.finalized', t0 + 3660, b1('open')),
  ];
}
