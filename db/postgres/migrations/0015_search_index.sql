-- The workspace's full-text search (db/search.ts): one row per document, its newest revision's text
-- and, when it differs, its live text, as a tsvector in the document's language (GIN-indexed).
-- french and english configurations with unaccent in front of the stemmer, so « reclamation » finds
-- « réclamation ». unaccent is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION french_unaccent (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION french_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION english_unaccent (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION english_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
CREATE TABLE content_search (
	doc_kind text NOT NULL,
	doc_id integer NOT NULL,
	locale text NOT NULL,
	title text NOT NULL,
	excerpt text NOT NULL,
	body text NOT NULL,
	tags text NOT NULL,
	live text NOT NULL,
	document tsvector GENERATED ALWAYS AS (
		setweight(to_tsvector(CASE locale WHEN 'fr' THEN 'french_unaccent'::regconfig ELSE 'english_unaccent'::regconfig END, title), 'A') ||
		setweight(to_tsvector(CASE locale WHEN 'fr' THEN 'french_unaccent'::regconfig ELSE 'english_unaccent'::regconfig END, excerpt || ' ' || tags), 'B') ||
		setweight(to_tsvector(CASE locale WHEN 'fr' THEN 'french_unaccent'::regconfig ELSE 'english_unaccent'::regconfig END, body), 'C') ||
		setweight(to_tsvector(CASE locale WHEN 'fr' THEN 'french_unaccent'::regconfig ELSE 'english_unaccent'::regconfig END, live), 'D')
	) STORED,
	PRIMARY KEY (doc_kind, doc_id)
);
--> statement-breakpoint
CREATE INDEX content_search_document_idx ON content_search USING gin (document);
