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

const v2Topics = [
  ...initialTopics.map((topic) => (topic.id === 'film' ? t('film', 'Film and television') : topic)),
  ...v2Added,
];
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
