-- Hand-written: romanised Nepali search (decision 035).
--
-- People type Nepali names in Latin letters ("mahila" for महिला, "bikas" or
-- "vikas" for विकास). Each Devanagari word of a profile's names and programmes
-- is also indexed as a romanised key; a Latin query word is looked up through
-- the same key as well as as it is. Keys are spelled loosely on purpose (long
-- and short vowels alike, v/w/b alike, sh/s alike), and the trigram
-- correction of search_words covers the rest.

-- A Devanagari word in Latin letters: the inherent "a" after a consonant is
-- written unless a vowel sign or virama follows or the word ends there
-- (महिला -> mahila, संस्था -> sanstha, विकास -> bikas).
CREATE FUNCTION "ngo_romanize"("word" text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  result text := '';
  letter text;
  following text;
  consonant text;
  at integer;
BEGIN
  FOR at IN 1..char_length("word") LOOP
    letter := substr("word", at, 1);
    following := substr("word", at + 1, 1);
    consonant := CASE letter
      WHEN 'क' THEN 'k' WHEN 'ख' THEN 'kh' WHEN 'ग' THEN 'g' WHEN 'घ' THEN 'gh' WHEN 'ङ' THEN 'ng'
      WHEN 'च' THEN 'ch' WHEN 'छ' THEN 'chh' WHEN 'ज' THEN 'j' WHEN 'झ' THEN 'jh' WHEN 'ञ' THEN 'n'
      WHEN 'ट' THEN 't' WHEN 'ठ' THEN 'th' WHEN 'ड' THEN 'd' WHEN 'ढ' THEN 'dh' WHEN 'ण' THEN 'n'
      WHEN 'त' THEN 't' WHEN 'थ' THEN 'th' WHEN 'द' THEN 'd' WHEN 'ध' THEN 'dh' WHEN 'न' THEN 'n'
      WHEN 'प' THEN 'p' WHEN 'फ' THEN 'ph' WHEN 'ब' THEN 'b' WHEN 'भ' THEN 'bh' WHEN 'म' THEN 'm'
      WHEN 'य' THEN 'y' WHEN 'र' THEN 'r' WHEN 'ल' THEN 'l' WHEN 'व' THEN 'b' WHEN 'श' THEN 's'
      WHEN 'ष' THEN 's' WHEN 'स' THEN 's' WHEN 'ह' THEN 'h'
      ELSE NULL END;
    IF consonant IS NOT NULL THEN
      result := result || consonant;
      IF following <> '' AND following ~ '[ँंःऀ-ॿ]' AND following !~ '[ा-ौ़्]' THEN
        result := result || 'a';
      END IF;
    ELSE
      result := result || CASE letter
        WHEN 'अ' THEN 'a' WHEN 'आ' THEN 'a' WHEN 'इ' THEN 'i' WHEN 'ई' THEN 'i' WHEN 'उ' THEN 'u'
        WHEN 'ऊ' THEN 'u' WHEN 'ऋ' THEN 'ri' WHEN 'ए' THEN 'e' WHEN 'ऐ' THEN 'ai' WHEN 'ओ' THEN 'o'
        WHEN 'औ' THEN 'au' WHEN 'ा' THEN 'a' WHEN 'ि' THEN 'i' WHEN 'ी' THEN 'i' WHEN 'ु' THEN 'u'
        WHEN 'ू' THEN 'u' WHEN 'ृ' THEN 'ri' WHEN 'े' THEN 'e' WHEN 'ै' THEN 'ai' WHEN 'ो' THEN 'o'
        WHEN 'ौ' THEN 'au' WHEN 'ं' THEN 'n' WHEN 'ँ' THEN 'n' WHEN 'ः' THEN 'h' WHEN '्' THEN ''
        WHEN '़' THEN '' WHEN '०' THEN '0' WHEN '१' THEN '1' WHEN '२' THEN '2' WHEN '३' THEN '3'
        WHEN '४' THEN '4' WHEN '५' THEN '5' WHEN '६' THEN '6' WHEN '७' THEN '7' WHEN '८' THEN '8'
        WHEN '९' THEN '9' ELSE letter END;
    END IF;
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint

-- A word in Latin letters spelled the loose way both sides are compared in:
-- doubled vowels single, ee as i, oo as u, v and w as b, sh as s, f as ph, z as j.
CREATE FUNCTION "ngo_roman_key"("word" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    lower("word"), 'aa', 'a'), 'ee', 'i'), 'ii', 'i'), 'oo', 'u'), 'uu', 'u'), 'sh', 's'), 'v', 'b'), 'w', 'b'), 'f', 'ph'), 'z', 'j')
$$;--> statement-breakpoint

-- The romanised keys of the Devanagari words of a text, space separated.
CREATE FUNCTION "ngo_roman_keys"("content" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT ngo_roman_key(ngo_romanize(piece)), ' '), '')
  FROM regexp_split_to_table("content", '[^ऀ-ॿ]+') AS piece
  WHERE piece ~ '[क-हअ-औ]'
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "profile_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profile_search" ("profile_id", "listed", "names", "document")
  SELECT "id",
    "is_verified" AND "status" = 'active',
    to_tsvector('simple'::regconfig, names || ' ' || ngo_roman_keys(names)),
    to_tsvector('simple'::regconfig, document || ' ' || ngo_roman_keys(document))
  FROM (
    SELECT "id", "is_verified", "status",
      coalesce("name", '') || ' ' || coalesce("name_en", '') || ' ' || coalesce("name_acronym", '') AS names,
      coalesce("name", '') || ' ' || coalesce("name_en", '') || ' ' || coalesce("name_acronym", '') || ' ' || coalesce("location", '') || ' ' || coalesce("major_programs", '') AS document
    FROM "changed_profiles"
  ) AS changed
  ON CONFLICT ("profile_id") DO UPDATE SET "listed" = excluded."listed", "names" = excluded."names", "document" = excluded."document"
  WHERE ("profile_search"."listed", "profile_search"."names", "profile_search"."document") IS DISTINCT FROM (excluded."listed", excluded."names", excluded."document");
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Existing profiles: touching each row once re-indexes it with its keys.
UPDATE "ngo_profiles" SET "id" = "id";--> statement-breakpoint
ANALYZE "profile_search", "search_words";
