-- Canonical posts ingested per topic (see docs/storage.md).
CREATE TABLE IF NOT EXISTS canonical_posts (
  topic TEXT NOT NULL,
  post_id TEXT NOT NULL,
  post_json TEXT NOT NULL,
  mixer_meta_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ingested_at INTEGER NOT NULL,
  PRIMARY KEY (topic, post_id)
);
CREATE INDEX IF NOT EXISTS canonical_posts_topic_ingested ON canonical_posts (topic, ingested_at);
