-- The rules version of its game each table was created under
-- (engine.Descriptor.RulesVersion); tables made before it was stored were
-- played under the first.
ALTER TABLE tables ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;
