-- A search in a place reads each matching location's newest open postings through this index,
-- instead of walking the recency index past every posting elsewhere (decision 023). "id" is NOT
-- NULL, so plain DESC orders it as the snapshot's NULLS LAST would, and matches search's ORDER BY.
CREATE INDEX "job_postings_open_place_idx" ON "job_postings" USING btree ("location","posted_at" DESC NULLS LAST,"id" DESC) WHERE "job_postings"."closed_at" IS NULL;
