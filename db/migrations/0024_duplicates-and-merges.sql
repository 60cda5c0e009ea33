CREATE TABLE "profile_duplicate_dismissals" (
	"profile_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"dismissed_by" integer,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_duplicate_dismissals_profile_id_other_id_pk" PRIMARY KEY("profile_id","other_id"),
	CONSTRAINT "profile_duplicate_dismissals_ordered" CHECK ("profile_duplicate_dismissals"."profile_id" < "profile_duplicate_dismissals"."other_id")
);
--> statement-breakpoint
CREATE TABLE "profile_duplicates" (
	"profile_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_duplicates_profile_id_other_id_pk" PRIMARY KEY("profile_id","other_id"),
	CONSTRAINT "profile_duplicates_ordered" CHECK ("profile_duplicates"."profile_id" < "profile_duplicates"."other_id")
);
--> statement-breakpoint
CREATE TABLE "profile_keys" (
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "profile_keys_profile_id_kind_value_pk" PRIMARY KEY("profile_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "profile_merge_set_aside" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merge_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"row" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"kept_profile_id" integer NOT NULL,
	"merged_profile_id" integer NOT NULL,
	"merged_profile" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_name_parts" (
	"part" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "profile_name_parts_part_name_pk" PRIMARY KEY("part","name")
);
--> statement-breakpoint
ALTER TABLE "profile_duplicate_dismissals" ADD CONSTRAINT "profile_duplicate_dismissals_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_duplicate_dismissals" ADD CONSTRAINT "profile_duplicate_dismissals_other_id_ngo_profiles_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_duplicate_dismissals" ADD CONSTRAINT "profile_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_duplicates" ADD CONSTRAINT "profile_duplicates_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_duplicates" ADD CONSTRAINT "profile_duplicates_other_id_ngo_profiles_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_keys" ADD CONSTRAINT "profile_keys_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_merge_set_aside" ADD CONSTRAINT "profile_merge_set_aside_merge_id_profile_merges_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."profile_merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_merges" ADD CONSTRAINT "profile_merges_kept_profile_id_ngo_profiles_id_fk" FOREIGN KEY ("kept_profile_id") REFERENCES "public"."ngo_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_merges" ADD CONSTRAINT "profile_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_duplicate_dismissals_other_idx" ON "profile_duplicate_dismissals" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "profile_duplicates_other_idx" ON "profile_duplicates" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "profile_duplicates_found_at_idx" ON "profile_duplicates" USING btree ("found_at");--> statement-breakpoint
CREATE INDEX "profile_keys_value_idx" ON "profile_keys" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "profile_merge_set_aside_merge_idx" ON "profile_merge_set_aside" USING btree ("merge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_merges_merged_unique" ON "profile_merges" USING btree ("merged_profile_id");--> statement-breakpoint
CREATE INDEX "profile_merges_kept_idx" ON "profile_merges" USING btree ("kept_profile_id");--> statement-breakpoint
CREATE INDEX "profile_name_parts_name_idx" ON "profile_name_parts" USING btree ("name");--> statement-breakpoint
-- hand-written:
-- Duplicate organisations (decision 094). Every profile's comparison keys are
-- kept by triggers of ngo_profiles, so every write path (the API, the import,
-- the demo seed, SQL by hand) keeps them, and so are the pairs of profiles
-- that resemble each other. A merge (decision 095) is announced so the
-- redirects of merged profiles' addresses are dropped from every instance.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint

-- How many edits two names may differ by, by the shorter name key's length:
-- none up to 4 letters, one up to 10, two from 11 on.
CREATE FUNCTION "ngo_name_edits"("key_length" integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN key_length >= 11 THEN 2 WHEN key_length >= 5 THEN 1 ELSE 0 END
$$;--> statement-breakpoint

-- A DAO registration number as it is compared: Nepali digits as Latin ones,
-- letters in capitals, each group of digits without its leading zeros, and
-- no spaces, dashes, slashes, dots or other marks: '०१२३/२०७०', '123-2070'
-- and '123 / 2070' are all '1232070', 'ka-12/2070' and 'KA 012 २०७०' 'KA122070'.
CREATE FUNCTION "ngo_dao_key"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(regexp_replace(upper(translate(value, '०१२३४५६७८९', '0123456789')), '(^|[^0-9])0+', '\1', 'g'), '[^0-9A-Z\u0900-\u0963\u0970-\u097F]+', '', 'g'), '')
$$;--> statement-breakpoint

-- The numbers a phone field holds ('01-5521234, 9841234567'), each as the
-- accounts store a mobile (lib/auth/mobile.ts: Latin digits, no +977): a
-- mobile as its ten digits, a Kathmandu valley landline as its seven (with or
-- without 01 or +977-1), any other number without its leading zeros; fewer
-- than seven digits is no number.
CREATE FUNCTION "ngo_phone_keys"("value" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT key FROM (
    SELECT CASE
      WHEN digits ~ '^9[6-9][0-9]{8}$' THEN digits
      WHEN digits ~ '^0?1[0-9]{7}$' THEN right(digits, 7)
      ELSE ltrim(digits, '0') END AS key
    FROM (
      SELECT CASE WHEN piece ~ '^(\+|00)?977[0-9]{8,}$' THEN regexp_replace(piece, '^(\+|00)?977', '') ELSE replace(piece, '+', '') END AS digits
      FROM regexp_split_to_table(regexp_replace(translate(value, '०१२३४५६७८९', '0123456789'), '[[:space:]().-]', '', 'g'), '[^0-9+]+') AS piece
    ) AS pieces
  ) AS keys
  WHERE length(key) >= 7
$$;--> statement-breakpoint

-- A name as it is compared: Devanagari romanised with decision 035's
-- functions, every word in the loose spelling of ngo_roman_key, letters and
-- digits only (no spaces, no punctuation), at most 200 of them. 'महिला विकास
-- समाज' and 'Mahila Vikas Samaj' are both 'mahilabikassamaj'.
CREATE FUNCTION "ngo_name_key"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(left(regexp_replace(ngo_roman_key(CASE WHEN words ~ '[\u0900-\u097F]' THEN ngo_romanize(words) ELSE words END), '[^[:alnum:]]+', '', 'g'), 200), '')
  FROM (SELECT regexp_replace(lower(normalize(value, NFC)), '[^[:alnum:]\u0900-\u0963\u0966-\u097F]+', ' ', 'g') AS words) AS cleaned
$$;--> statement-breakpoint

-- The parts of a name key (Pass-Join, Li et al., VLDB 2011): the key cut into
-- one more part than the edits its length allows, each written as
-- 'length:part:text'. Two names within those edits of each other share one
-- part at a place ngo_name_probe_shapes predicts.
CREATE FUNCTION "ngo_name_parts"("key" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT n || ':' || i || ':' || substr(key, i * (n / k) + greatest(0, i - (k - n % k)) + 1, n / k + CASE WHEN i >= k - n % k THEN 1 ELSE 0 END)
  FROM (SELECT length(key) AS n, ngo_name_edits(length(key)) + 1 AS k) AS sizes, generate_series(0, k - 1) AS i
$$;--> statement-breakpoint

-- Where in a name key of length n to look for the parts of the names of
-- length n-2 to n+2 it may be within the allowed edits of: each part's
-- length, number, start (0-based) and width (Pass-Join's multi-match-aware
-- selection: the part's start moves by at most its number of edits, and by
-- no more than the edits left after it allow).
CREATE FUNCTION "ngo_name_probe_shapes"("n" integer) RETURNS TABLE("part_length" integer, "part" integer, "start" integer, "width" integer) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT l, i, part_start + moved, part_width
  FROM generate_series(greatest(1, n - 2), n + 2) AS l,
    LATERAL (SELECT ngo_name_edits(least(l, n)) AS edits, ngo_name_edits(l) + 1 AS k, n - l AS shift) AS pair,
    LATERAL generate_series(0, least(edits, k - 1)) AS i,
    LATERAL (SELECT i * (l / k) + greatest(0, i - (k - l % k)) AS part_start, l / k + CASE WHEN i >= k - l % k THEN 1 ELSE 0 END AS part_width) AS part,
    LATERAL generate_series(greatest(-i, shift - (edits - i)), least(i, shift + (edits - i))) AS moved
  WHERE abs(shift) <= edits AND part_start + moved >= 0 AND part_start + moved + part_width <= n
$$;--> statement-breakpoint

-- The comparison keys of raw values: for each (ref, kind, raw) with kind
-- 'dao', 'phone' or 'name', the keys (ref, kind, value). The profiles'
-- triggers and the import's dry run both read their keys here.
CREATE FUNCTION "ngo_comparison_keys"("refs" integer[], "kinds" text[], "raws" text[]) RETURNS TABLE("ref" integer, "kind" text, "value" text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH raw AS (
    SELECT r.ref, r.kind, r.raw FROM unnest(refs, kinds, raws) AS r(ref, kind, raw) WHERE r.raw IS NOT NULL
  ),
  named AS MATERIALIZED (
    SELECT raw.ref, ngo_name_key(raw.raw) AS key FROM raw WHERE raw.kind = 'name'
  )
  SELECT daos.ref, 'dao', daos.key FROM (SELECT raw.ref, ngo_dao_key(raw.raw) AS key FROM raw WHERE raw.kind = 'dao' OFFSET 0) AS daos WHERE daos.key IS NOT NULL
  UNION SELECT raw.ref, 'phone', phone FROM raw, ngo_phone_keys(raw.raw) AS phone WHERE raw.kind = 'phone'
  UNION SELECT named.ref, 'name', named.key FROM named WHERE length(named.key) >= 3
$$;--> statement-breakpoint

-- The profiles each probe resembles: for each (ref, kind, value) key, the
-- profiles holding the same DAO or phone key, or a name key within the
-- allowed edits (with the same digits: 'Ward 1 ...' is not 'Ward 2 ...').
-- A key more than ten profiles hold (a federation's phone, a generic name)
-- points at no one organisation and is left out. `own`: the refs are profile
-- ids, and a profile does not resemble itself. The probes go through
-- temporary tables so the planner knows how many there are: one for a
-- profile's save (index lookups), thousands for an import (hash joins).
-- A name part more than twenty names share narrows nothing and is not
-- looked up; a pair it alone would find may be missed (decision 094).
CREATE FUNCTION "ngo_profile_matches"("refs" integer[], "kinds" text[], "vals" text[], "own" boolean) RETURNS TABLE("ref" integer, "profile_id" integer, "reason" text) LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS ngo_match_probes (ref integer NOT NULL, kind text NOT NULL, value text NOT NULL) ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS ngo_match_names (name text NOT NULL, other text NOT NULL) ON COMMIT DROP;
  TRUNCATE ngo_match_probes, ngo_match_names;
  INSERT INTO ngo_match_probes
    SELECT DISTINCT p.ref, p.kind, p.value FROM unnest(refs, kinds, vals) AS p(ref, kind, value)
    WHERE p.kind IN ('dao', 'phone', 'name') AND p.value IS NOT NULL AND p.ref IS NOT NULL;
  ANALYZE ngo_match_probes;
  DELETE FROM ngo_match_probes p USING (
    SELECT v.kind, v.value FROM (SELECT DISTINCT kind, value FROM ngo_match_probes) AS v
    JOIN profile_keys k ON k.kind = v.kind AND k.value = v.value GROUP BY v.kind, v.value HAVING count(*) > 10
  ) AS common WHERE common.kind = p.kind AND common.value = p.value;
  INSERT INTO ngo_match_names
    WITH names AS MATERIALIZED (SELECT DISTINCT value AS name FROM ngo_match_probes WHERE kind = 'name'),
    shapes AS MATERIALIZED (SELECT lengths.n, s.* FROM (SELECT DISTINCT length(name) AS n FROM names) AS lengths, ngo_name_probe_shapes(lengths.n) AS s),
    tokens AS MATERIALIZED (
      SELECT names.name, s.part_length || ':' || s.part || ':' || substr(names.name, s.start + 1, s.width) AS token FROM names JOIN shapes s ON s.n = length(names.name)
    ),
    usable_tokens AS MATERIALIZED (
      SELECT t.token FROM (SELECT DISTINCT token FROM tokens) AS t
      WHERE (SELECT count(*) FROM (SELECT 1 FROM profile_name_parts d WHERE d.part = t.token LIMIT 21) AS sharing) <= 20
    ),
    close AS MATERIALIZED (
      SELECT DISTINCT t.name, d.name AS other FROM tokens t JOIN usable_tokens u ON u.token = t.token JOIN profile_name_parts d ON d.part = t.token
      WHERE d.name <> t.name AND levenshtein_less_equal(d.name, t.name, 2) <= ngo_name_edits(least(length(d.name), length(t.name)))
    )
    SELECT close.name, close.other FROM close WHERE regexp_replace(close.other, '[^0-9]+', '', 'g') = regexp_replace(close.name, '[^0-9]+', '', 'g')
    UNION ALL SELECT names.name, names.name FROM names;
  ANALYZE ngo_match_names;
  DELETE FROM ngo_match_names m USING (
    SELECT v.other FROM (SELECT DISTINCT other FROM ngo_match_names) AS v
    JOIN profile_keys k ON k.kind = 'name' AND k.value = v.other GROUP BY v.other HAVING count(*) > 10
  ) AS common WHERE common.other = m.other;
  RETURN QUERY EXECUTE $query$
    SELECT DISTINCT m.ref, m.profile_id, m.reason FROM (
      SELECT p.ref, k.profile_id, p.kind AS reason FROM ngo_match_probes p JOIN profile_keys k ON k.kind = p.kind AND k.value = p.value WHERE p.kind <> 'name'
      UNION ALL
      SELECT p.ref, k.profile_id, 'name' FROM ngo_match_probes p JOIN ngo_match_names n ON n.name = p.value JOIN profile_keys k ON k.kind = 'name' AND k.value = n.other WHERE p.kind = 'name'
    ) AS m WHERE NOT ($1 AND m.ref = m.profile_id)
  $query$ USING own;
END
$$;--> statement-breakpoint

-- Why two profiles resemble each other, compared directly: their DAO or a
-- phone key is the same, or two of their names are within the allowed edits,
-- by the rules of ngo_profile_matches. Empty: they do not.
CREATE FUNCTION "ngo_pair_reasons"("a" integer, "b" integer) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT reason ORDER BY reason), '{}') FROM (
    SELECT ka.kind AS reason FROM profile_keys ka JOIN profile_keys kb ON kb.profile_id = b AND kb.kind = ka.kind AND kb.value = ka.value
    WHERE ka.profile_id = a AND ka.kind <> 'name' AND (SELECT count(*) FROM profile_keys k WHERE k.kind = ka.kind AND k.value = ka.value) <= 10
    UNION ALL
    SELECT 'name' FROM profile_keys ka JOIN profile_keys kb ON kb.profile_id = b AND kb.kind = 'name'
    WHERE ka.profile_id = a AND ka.kind = 'name'
      AND levenshtein_less_equal(ka.value, kb.value, 2) <= ngo_name_edits(least(length(ka.value), length(kb.value)))
      AND regexp_replace(ka.value, '[^0-9]+', '', 'g') = regexp_replace(kb.value, '[^0-9]+', '', 'g')
      AND (SELECT count(*) FROM profile_keys k WHERE k.kind = 'name' AND k.value = ka.value) <= 10
      AND (SELECT count(*) FROM profile_keys k WHERE k.kind = 'name' AND k.value = kb.value) <= 10
  ) AS reasons
$$;--> statement-breakpoint

-- The pairs of these profiles, found anew: those their keys find, and those
-- already listed that still resemble each other (a pair found from the other
-- profile's side stays as long as it holds).
CREATE FUNCTION "profile_duplicates_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH probe AS (
    SELECT array_agg(k.profile_id) AS refs, array_agg(k.kind) AS kinds, array_agg(k.value) AS vals FROM profile_keys k WHERE k.profile_id = ANY(ids)
  ),
  found AS (
    SELECT least(m.ref, m.profile_id) AS a, greatest(m.ref, m.profile_id) AS b, m.reason FROM probe, ngo_profile_matches(probe.refs, probe.kinds, probe.vals, true) AS m
  ),
  listed AS (
    SELECT d.profile_id AS a, d.other_id AS b, unnest(ngo_pair_reasons(d.profile_id, d.other_id)) AS reason
    FROM profile_duplicates d WHERE d.profile_id = ANY(ids) OR d.other_id = ANY(ids)
  ),
  pairs AS (
    SELECT a, b, array_agg(DISTINCT reason ORDER BY reason) AS reasons FROM (SELECT * FROM found UNION ALL SELECT * FROM listed) AS all_reasons GROUP BY a, b
  ),
  removed AS (
    DELETE FROM profile_duplicates d WHERE (d.profile_id = ANY(ids) OR d.other_id = ANY(ids))
      AND NOT EXISTS (SELECT 1 FROM pairs p WHERE p.a = d.profile_id AND p.b = d.other_id)
  )
  INSERT INTO profile_duplicates (profile_id, other_id, reasons) SELECT a, b, reasons FROM pairs
  ON CONFLICT (profile_id, other_id) DO UPDATE SET reasons = excluded.reasons WHERE profile_duplicates.reasons IS DISTINCT FROM excluded.reasons;
END
$$;--> statement-breakpoint

-- The keys of these profiles, from their rows; the name parts of new names;
-- and, when any key changed, their pairs.
CREATE FUNCTION "profile_keys_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  WITH raw AS (
    SELECT array_agg(p.id) AS refs, array_agg(x.kind) AS kinds, array_agg(x.raw) AS raws
    FROM ngo_profiles p,
      unnest(ARRAY['dao', 'phone', 'phone', 'phone', 'name', 'name'], ARRAY[p.dao_registration_no, p.phone, p.contact_person_phone, p.head_person_phone, p.name, p.name_en]) AS x(kind, raw)
    WHERE p.id = ANY(ids)
  ),
  fresh AS MATERIALIZED (
    SELECT k.ref AS profile_id, k.kind, k.value FROM raw, ngo_comparison_keys(raw.refs, raw.kinds, raw.raws) AS k
  ),
  removed AS (
    DELETE FROM profile_keys k WHERE k.profile_id = ANY(ids)
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.profile_id = k.profile_id AND f.kind = k.kind AND f.value = k.value)
    RETURNING k.profile_id
  ),
  added AS (
    INSERT INTO profile_keys (profile_id, kind, value) SELECT profile_id, kind, value FROM fresh ON CONFLICT DO NOTHING RETURNING profile_id, kind, value
  ),
  parts AS (
    INSERT INTO profile_name_parts (part, name)
    SELECT DISTINCT part, added.value FROM added, ngo_name_parts(added.value) AS part WHERE added.kind = 'name'
    ON CONFLICT DO NOTHING
  )
  SELECT array_agg(DISTINCT profile_id) INTO changed FROM (SELECT profile_id FROM removed UNION ALL SELECT profile_id FROM added) AS touched;
  IF changed IS NOT NULL THEN
    PERFORM profile_duplicates_refresh(changed);
  END IF;
END
$$;--> statement-breakpoint

CREATE FUNCTION "profile_keys_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := (SELECT array_agg(id) FROM new_rows);
BEGIN
  IF ids IS NOT NULL THEN
    PERFORM profile_keys_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Only the rows whose compared fields changed: a section's save, which marks
-- the profile's row, costs nothing here.
CREATE FUNCTION "profile_keys_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := (
    SELECT array_agg(n.id) FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.dao_registration_no, o.phone, o.contact_person_phone, o.head_person_phone, o.name, o.name_en)
      IS DISTINCT FROM (n.dao_registration_no, n.phone, n.contact_person_phone, n.head_person_phone, n.name, n.name_en)
  );
BEGIN
  IF ids IS NOT NULL THEN
    PERFORM profile_keys_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER "ngo_profiles_keys_insert" AFTER INSERT ON "ngo_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_keys_inserted"();--> statement-breakpoint
CREATE TRIGGER "ngo_profiles_keys_update" AFTER UPDATE ON "ngo_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profile_keys_updated"();--> statement-breakpoint

-- Merges are announced (migration 0012): the redirects of merged profiles'
-- addresses are kept reads.
CREATE TRIGGER "profile_merges_inserted" AFTER INSERT ON "profile_merges" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_merges_updated" AFTER UPDATE ON "profile_merges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_merges_deleted" AFTER DELETE ON "profile_merges" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint
CREATE TRIGGER "profile_merges_truncated" AFTER TRUNCATE ON "profile_merges" FOR EACH STATEMENT EXECUTE FUNCTION portal_changed();--> statement-breakpoint

-- The profiles there are: their keys and pairs, all at once.
SELECT profile_keys_refresh(array(SELECT id FROM ngo_profiles ORDER BY id));--> statement-breakpoint
ANALYZE "profile_keys", "profile_name_parts", "profile_duplicates";
