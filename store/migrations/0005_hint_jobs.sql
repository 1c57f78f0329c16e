-- Hints as jobs. Where several server nodes share the database, a hint a
-- player asks of one node is worked out by any node that plays bots, or by
-- a worker: the asking node posts the job, one node claims it until
-- expires (milliseconds since 1970 by the database's clock; 0: unclaimed),
-- works it out and stores the answer, which the asking node reads. A
-- claimer that dies lets its claim run out and another takes the job.
-- One machine with SQLite works its hints out itself.
CREATE TABLE hint_jobs (
	table_id TEXT NOT NULL,
	seq INTEGER NOT NULL,
	seat INTEGER NOT NULL,
	bot TEXT NOT NULL,
	posted BIGINT NOT NULL,
	node TEXT NOT NULL DEFAULT '',
	expires BIGINT NOT NULL DEFAULT 0,
	answer TEXT,
	PRIMARY KEY (table_id, seq, seat)
);
