-- The workspace's full-text search (db/search.ts): one row per document, its newest revision's text
-- and, when it differs, its live text. FTS5 cannot be declared in the Drizzle schema, hence by hand.
-- unicode61 with remove_diacritics 2 folds accents (« reclamation » finds « réclamation »); porter on
-- top of it stems English words, and takes a plural's s off French ones as well.
CREATE VIRTUAL TABLE `content_search` USING fts5(
	doc_kind UNINDEXED,
	doc_id UNINDEXED,
	locale UNINDEXED,
	title,
	excerpt,
	body,
	tags,
	live,
	tokenize = 'porter unicode61 remove_diacritics 2'
);
