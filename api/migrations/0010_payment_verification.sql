-- 0010: payment verification (issue 7). The school hears the verdict on its payment in its bell:
-- a notification can now be addressed to ONE account (`target_account_id`). Such a notification
-- reaches that account only (its role and region target are left empty); NULL keeps the 0009
-- meaning (everyone its role/region target matches). Deleting the account deletes its own
-- notifications. The admin's notification management lists only the addressed-to-everyone kind.

ALTER TABLE notifications ADD COLUMN target_account_id uuid REFERENCES accounts(id) ON DELETE CASCADE;

-- the bell of one account reads its own notifications newest first
CREATE INDEX notifications_target_account_idx ON notifications (target_account_id, created_at DESC) WHERE target_account_id IS NOT NULL;

-- the verifier's words are bounded (the API refuses longer ones with a clear 400 first)
ALTER TABLE payment_submissions ADD CONSTRAINT payment_submissions_rejection_reason_length_check CHECK (char_length(rejection_reason) <= 500);
ALTER TABLE payment_submissions ADD CONSTRAINT payment_submissions_notes_length_check CHECK (char_length(notes) <= 1000);
