ALTER TABLE "articles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_of" text;--> statement-breakpoint
CREATE INDEX "articles_locale_idx" ON "articles" USING btree ("locale","is_published");