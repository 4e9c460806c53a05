-- 0023: the reader's language (issue 24). An account or a team that chose one on the language
-- switch keeps it here, so what is written for them when they are not reading (mails, bell notices)
-- is in that language; null: never chose (English is written, the device decides what is shown).

ALTER TABLE accounts ADD COLUMN language text CHECK (language IN ('en', 'hi'));
ALTER TABLE teams ADD COLUMN language text CHECK (language IN ('en', 'hi'));
