-- 0017: the payment verification list's search text, kept by the database (issue 8, section 2).
--
-- The list's search is a case-insensitive substring of any of eight fields: five of the
-- registration and three of its newest payment submission. A common term (a reference prefix like
-- "hack25", a region's "kv") reads every row of the list, and eight ILIKEs per row (each lowering
-- its value again) were half of the page's time. Each table now keeps its searched fields lowered
-- and joined by a unit separator (U+001F, which the API refuses in any input, so a term never spans
-- two fields): one LIKE of the lowered term per table finds the same rows as the ILIKEs (ILIKE is
-- exactly "both sides lowered, then LIKE").
--
-- Generated columns: the database writes them with the row, whatever code path writes it.
ALTER TABLE registrations ADD COLUMN payment_search text GENERATED ALWAYS AS (
  lower(full_name || E'\x1f' || email || E'\x1f' || school_code || E'\x1f' || kv_name || E'\x1f' || reference_number)
) STORED;

ALTER TABLE payment_submissions ADD COLUMN payment_search text GENERATED ALWAYS AS (
  lower(full_name || E'\x1f' || reference_number || E'\x1f' || receipt_number)
) STORED;
