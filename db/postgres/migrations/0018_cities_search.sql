-- The workspace's search holds city pages too (db/search.ts): a city is one document with a page in
-- each language, so a row is a document in one language. (SQLite's FTS5 table has no key: its put
-- replaces the rows of the document and language.)
ALTER TABLE content_search DROP CONSTRAINT content_search_pkey;
--> statement-breakpoint
ALTER TABLE content_search ADD PRIMARY KEY (doc_kind, doc_id, locale);
