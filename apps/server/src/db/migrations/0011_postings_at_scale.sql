-- Search walks the newest open postings through this index and stops at its LIMIT, instead of
-- sorting every open posting (no words) or every match (words found in most postings).
CREATE INDEX "job_postings_open_recent_idx" ON "job_postings" USING btree ("posted_at" DESC NULLS LAST,"id" DESC) WHERE "job_postings"."closed_at" IS NULL;--> statement-breakpoint
-- The partial index above serves every read of open postings the old one served.
DROP INDEX "job_postings_open_posted_idx";
