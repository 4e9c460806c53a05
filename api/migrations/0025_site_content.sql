-- 0025: the organisers' content (issue 25). One draft (id 1) being edited, and every published
-- version kept (a rollback publishes an earlier one again as a new version); the uploaded files
-- (documents, gallery photos and their web sizes, the video poster) are never overwritten.

CREATE TABLE content_versions (
  version integer PRIMARY KEY,
  content jsonb NOT NULL,
  hash text NOT NULL,
  published_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  restored_from integer REFERENCES content_versions(version)
);

CREATE TABLE content_draft (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  content jsonb NOT NULL,
  updated_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  sha256 text NOT NULL,
  data bytea NOT NULL,
  uploaded_by uuid REFERENCES accounts(id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_files_purpose ON content_files (purpose, uploaded_at DESC);

-- a photo's web sizes, made once at upload
CREATE TABLE content_file_sizes (
  file_id uuid NOT NULL REFERENCES content_files(id) ON DELETE CASCADE,
  width integer NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (file_id, width)
);
