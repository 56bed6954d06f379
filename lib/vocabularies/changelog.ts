import * as z from 'zod/mini';
import { decodeCursor, encodeCursor, type Page, type PaginationQuery } from '../contract/pagination';
import { keys } from '../store/keys';
import type { ChangelogEntry } from './model';
import { topicVocabularyRepository, type TopicVocabularyRepository } from './repository';

/** A changelog cursor carries the sort key of the last version shown, and nothing else. */
const changelogCursor = z.strictObject({
  after: z.string().check(z.startsWith(keys.topicVersionPrefix), z.maxLength(200)),
});

/**
 * The published topic vocabulary versions, newest first, one page at a time: up to `limit`
 * entries and about 1 MB of changes (a page of very large versions holds fewer entries, with a
 * cursor; never none).
 */
export async function getTopicChangelog(
  { limit, cursor }: PaginationQuery,
  { vocabularies: repository = topicVocabularyRepository() }: { vocabularies?: TopicVocabularyRepository } = {},
): Promise<Page<ChangelogEntry>> {
  const afterSk = cursor ? decodeCursor(cursor, changelogCursor).after : undefined;
  const { items, lastSk, hasMore } = await repository.changelogPage(limit, afterSk);
  return {
    data: items,
    next_cursor: hasMore && lastSk ? encodeCursor({ after: lastSk }) : null,
  };
}
