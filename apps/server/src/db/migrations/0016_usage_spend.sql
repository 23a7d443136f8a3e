-- Decision 052: a batch of quota spends in one statement (one round trip) instead of a transaction
-- of five (begin, insert, lock, update, commit). The same three statements as before, in the same
-- order, decided the same way; only the decision moved from the server into the database.
--
-- p_counters: every counter of the batch once, [{i, subject, kind, period, at}], i from 1, `at`
--   the time of the last spend that names it (a new counter's updated_at).
-- p_spends: the spends in queue order as parallel arrays: `first` (where each spend's counters
--   start in `counter`, from 1), `counter` (an i of p_counters), `limit` (that counter's cap for
--   this spend, null for none) and `at` (the spend's time).
-- Returns, per spend, null when it was spent, else the position (from 0) of the first of its
-- counters that is at its limit (or that a retention pass deleted under us).
CREATE FUNCTION "spend_usage_counters"(p_counters jsonb, p_spends jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  counter integer[] := array(
    SELECT value::integer FROM jsonb_array_elements_text(p_spends->'counter') WITH ORDINALITY AS e (value, n) ORDER BY n);
  cap integer[] := array(
    SELECT value::integer FROM jsonb_array_elements_text(p_spends->'limit') WITH ORDINALITY AS e (value, n) ORDER BY n);
  first integer[] := array(
    SELECT value::integer FROM jsonb_array_elements_text(p_spends->'first') WITH ORDINALITY AS e (value, n) ORDER BY n);
  spent_at timestamptz[] := array(
    SELECT value::timestamptz FROM jsonb_array_elements_text(p_spends->'at') WITH ORDINALITY AS e (value, n) ORDER BY n);
  counts integer[] := array_fill(NULL::integer, ARRAY[jsonb_array_length(p_counters)]);
  touched_at timestamptz[] := array_fill(NULL::timestamptz, ARRAY[jsonb_array_length(p_counters)]);
  refused integer[] := '{}';
  locked record;
  s integer;
  k integer;
  stop integer;
  full_at integer;
BEGIN
  -- The missing counters at zero, in key order.
  INSERT INTO "usage_counters" ("subject", "kind", "period", "count", "updated_at")
  SELECT w.subject, w.kind, w.period, 0, w.at
  FROM jsonb_to_recordset(p_counters) AS w (subject text, kind text, period text, at timestamptz)
  ORDER BY w.subject, w.kind, w.period
  ON CONFLICT DO NOTHING;

  -- Every counter locked in key order (two batches sharing an address counter cannot deadlock),
  -- with its newest committed count; held until the statement's transaction ends.
  FOR locked IN
    SELECT w.i, u."count"
    FROM "usage_counters" u
    JOIN jsonb_to_recordset(p_counters) AS w (i integer, subject text, kind text, period text)
      USING ("subject", "kind", "period")
    ORDER BY u."subject", u."kind", u."period"
    FOR UPDATE OF u
  LOOP
    counts[locked.i] := locked."count";
  END LOOP;

  -- Each spend in queue order: all its counters below their limits, or none is incremented. A
  -- counter missing here was deleted after the insert above (a retention pass): refused.
  FOR s IN 1 .. coalesce(cardinality(first), 0) LOOP
    stop := coalesce(first[s + 1], cardinality(counter) + 1);
    full_at := NULL;
    FOR k IN first[s] .. stop - 1 LOOP
      IF counts[counter[k]] IS NULL OR counts[counter[k]] >= cap[k] THEN
        full_at := k - first[s];
        EXIT;
      END IF;
    END LOOP;
    refused := array_append(refused, full_at);
    IF full_at IS NULL THEN
      FOR k IN first[s] .. stop - 1 LOOP
        counts[counter[k]] := counts[counter[k]] + 1;
        touched_at[counter[k]] := spent_at[s];
      END LOOP;
    END IF;
  END LOOP;

  UPDATE "usage_counters" u SET "count" = counts[w.i], "updated_at" = touched_at[w.i]
  FROM jsonb_to_recordset(p_counters) AS w (i integer, subject text, kind text, period text)
  WHERE touched_at[w.i] IS NOT NULL
    AND u."subject" = w.subject AND u."kind" = w.kind AND u."period" = w.period;

  RETURN to_jsonb(refused);
END
$$;
