-- 0009: notifications reach a target, not one audience. `target_roles` and `target_regions` are
-- lists; an empty list means "no restriction", so both empty is everyone. A reader matches when
-- its role is listed (or none are) and its region is listed (or none are): a region admin's own
-- region, a school admin's, mentor's or team's school's directory region. Region names are kept
-- as the region list spells them (libs/contracts regions.ts) and compared case-insensitively.

ALTER TABLE notifications ADD COLUMN target_roles text[] NOT NULL DEFAULT '{}';
ALTER TABLE notifications ADD COLUMN target_regions text[] NOT NULL DEFAULT '{}';

-- the old single audience becomes a one-role target ('all' is the empty target)
UPDATE notifications SET target_roles = ARRAY[audience] WHERE audience <> 'all';

DROP INDEX notifications_visible_idx;
ALTER TABLE notifications DROP COLUMN audience;

ALTER TABLE notifications ADD CONSTRAINT notifications_target_roles_check
  CHECK (target_roles <@ ARRAY['school_admin','mentor','team','admin','region_admin','super_admin']::text[]);
ALTER TABLE notifications ADD CONSTRAINT notifications_title_length_check CHECK (char_length(title) <= 200);
ALTER TABLE notifications ADD CONSTRAINT notifications_message_length_check CHECK (char_length(message) <= 2000);

-- the bell reads the active ones newest first; the admin list pages by creation time
CREATE INDEX notifications_status_created_idx ON notifications (status, created_at DESC);
CREATE INDEX notifications_created_idx ON notifications (created_at DESC);
