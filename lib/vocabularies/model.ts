/** A topic of the vocabulary: a stable id and its current label. */
export interface Topic {
  id: string;
  label: string;
}

/** What a vocabulary version changed: topics added, removed and renamed. */
export interface VocabularyChanges {
  added: Topic[];
  removed: Topic[];
  renamed: { id: string; from: string; to: string }[];
}

/** One published version of the topic vocabulary, as stored. */
export interface TopicVocabularyVersion {
  version: string;
  published_at: string;
  summary: string;
  changes: VocabularyChanges;
  /** The complete topic list of this version (what proposals choose from). */
  topics: Topic[];
}

/** The changelog entry: the version without its full topic list. */
export type ChangelogEntry = Omit<TopicVocabularyVersion, 'topics'>;

/** A published version's complete topic list (what proposals choose from), without its changelog entry. */
export type PublishedTopics = Pick<TopicVocabularyVersion, 'version' | 'published_at' | 'topics'>;
