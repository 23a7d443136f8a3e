ALTER TABLE "job_postings" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '') || ' ' || coalesce(location, '')), 'B') || setweight(to_tsvector('english', coalesce(skills::text, '')), 'B')) STORED;--> statement-breakpoint
-- Keep search_head in the row (compressed if need be) rather than out of line: search ranks every match on it.
ALTER TABLE "job_postings" ALTER COLUMN "search_head" SET STORAGE MAIN;
