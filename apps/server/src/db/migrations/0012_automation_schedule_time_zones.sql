-- Custom SQL migration file, put your code below! --
-- Automation schedules are now a 5-field cron pattern in an IANA time zone (issue 15). Schedules
-- stored before were UTC with a kind, an 'HH:MM' and a weekday: each becomes the same pattern in
-- UTC, so it runs exactly when it did, and its text is rewritten in the new form (the old texts of
-- rounded schedules described roundings that no longer exist). One-off schedules keep their text.
-- The code still reads the old shape (automation/schedule.ts, readSchedule) for rows a process of
-- the previous release writes during a rolling deploy.
UPDATE "automations" AS a
SET
  "schedule" = c."schedule",
  "trigger" = replace(a."trigger", a."schedule"->>'text', c."schedule"->>'text')
FROM (
  SELECT
    s."id",
    CASE WHEN s."kind" = 'once' THEN jsonb_build_object(
      'kind', 'once', 'cron', NULL, 'timeZone', 'UTC', 'text', s."text"
    ) ELSE jsonb_build_object(
      'kind', s."kind",
      'cron', CASE s."kind"
        WHEN 'hourly' THEN '0 * * * *'
        WHEN 'daily' THEN s."minute" || ' ' || s."hour" || ' * * *'
        ELSE s."minute" || ' ' || s."hour" || ' * * ' || s."weekday"
      END,
      'timeZone', 'UTC',
      'text', CASE s."kind"
        WHEN 'hourly' THEN 'Every hour, on the hour (UTC)'
        WHEN 'daily' THEN 'Every day at ' || s."hhmm" || ' (UTC)'
        ELSE 'Every ' || (ARRAY['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])[s."weekday" + 1]
          || ' at ' || s."hhmm" || ' (UTC)'
      END
    ) END AS "schedule"
  FROM (
    SELECT
      "id",
      CASE WHEN "schedule"->>'kind' IN ('hourly', 'daily', 'weekly') THEN "schedule"->>'kind' ELSE 'once' END AS "kind",
      coalesce("schedule"->>'text', '') AS "text",
      coalesce(substring("schedule"->>'at' from '^(\d{2}):\d{2}$')::int, 9) AS "hour",
      coalesce(substring("schedule"->>'at' from '^\d{2}:(\d{2})$')::int, 0) AS "minute",
      lpad(coalesce(substring("schedule"->>'at' from '^(\d{2}):\d{2}$')::int, 9)::text, 2, '0') || ':'
        || lpad(coalesce(substring("schedule"->>'at' from '^\d{2}:(\d{2})$')::int, 0)::text, 2, '0') AS "hhmm",
      coalesce(("schedule"->>'weekday')::int, 1) AS "weekday"
    FROM "automations"
    WHERE NOT ("schedule" ? 'cron')
  ) AS s
) AS c
WHERE a."id" = c."id";
--> statement-breakpoint
-- Steps that act on other systems never ran and no plan runs them: they name no tier and say so.
UPDATE "automations"
SET "steps" = (
  SELECT jsonb_agg(
    CASE WHEN coalesce((e."step"->>'runs')::boolean, false) THEN e."step"
    ELSE (e."step" - 'requiredTier') || jsonb_build_object('description', CASE e."step"->>'action'
      WHEN 'send_email' THEN 'Careerloom does not send email for you, even with Gmail connected. Connected sources are read for insights; automations do not act on them, on any plan.'
      WHEN 'post_message' THEN 'Careerloom does not post to Slack or Teams for you, even with Slack connected. Connected sources are read for insights; automations do not act on them, on any plan.'
      WHEN 'enter_data' THEN 'Careerloom does not enter data into your spreadsheet or CRM for you. Connected sources are read for insights; automations do not act on them, on any plan.'
      WHEN 'book_meeting' THEN 'Careerloom does not book meetings for you, even with Calendar connected. Connected sources are read for insights; automations do not act on them, on any plan.'
      ELSE e."step"->>'description'
    END)
    END ORDER BY e."ord")
  FROM jsonb_array_elements("steps") WITH ORDINALITY AS e("step", "ord")
)
WHERE jsonb_typeof("steps") = 'array' AND "steps" @> '[{"runs": false}]';
