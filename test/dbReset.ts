/**
 * A seeded test database kept by a worker and put back to its seeded state between test files, in
 * SQL (PostgreSQL and PGlite alike): far cheaper than a new PGlite (seconds) or a new PostgreSQL
 * database per file.
 *
 * `SNAPSHOT_SQL` runs once, on the freshly copied seeded database: it keeps every table's rows and
 * every sequence's position in the schema `test_seed` (under hashed names, so nothing that looks
 * tables up by name sees a copy), and a signature of the shape of `public` (tables, columns,
 * constraints, triggers, functions). `RESET_SQL` then drops the tables made since (the tracker's
 * new partitions), answers false if the shape still differs (a test changed the schema: the caller
 * opens a fresh copy instead), else empties every table, puts the kept rows back with triggers and
 * foreign-key checks off (the rows are the seed's, already consistent, and the roll-up tables are
 * restored as they were), and sets every sequence where it was.
 */
export const SNAPSHOT_SQL = `
CREATE SCHEMA test_seed;
CREATE TABLE test_seed.relations (name text PRIMARY KEY, kind "char" NOT NULL, copy text NOT NULL, cols text, rows bigint NOT NULL DEFAULT 0);
CREATE TABLE test_seed.sequences (name text PRIMARY KEY, last_value bigint NOT NULL, is_called boolean NOT NULL);
CREATE TABLE test_seed.shape (signature text NOT NULL);

CREATE FUNCTION test_seed.signature() RETURNS text LANGUAGE sql STABLE AS $fn$
  SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) FROM (
    SELECT c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname || ':' || a.atttypid::text, '') AS x
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public'
    UNION ALL
    SELECT 'con:' || co.conname || ':' || co.conrelid::regclass::text FROM pg_constraint co JOIN pg_namespace n ON n.oid = co.connamespace WHERE n.nspname = 'public'
    UNION ALL
    SELECT 'trg:' || t.tgname || ':' || t.tgenabled::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal
    UNION ALL
    SELECT 'fn:' || p.proname || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  ) s
$fn$;

DO $do$
DECLARE r record; columns text; copy text; counted bigint;
BEGIN
  FOR r IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') LOOP
    copy := 's_' || md5(r.relname);
    SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) INTO columns FROM pg_attribute a
     WHERE a.attrelid = format('public.%I', r.relname)::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '';
    counted := 0;
    IF r.relkind = 'r' THEN
      EXECUTE format('CREATE TABLE test_seed.%I AS SELECT %s FROM ONLY public.%I', copy, columns, r.relname);
      EXECUTE format('SELECT count(*) FROM test_seed.%I', copy) INTO counted;
    END IF;
    INSERT INTO test_seed.relations VALUES (r.relname, r.relkind, copy, columns, counted);
  END LOOP;
  FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' LOOP
    EXECUTE format('INSERT INTO test_seed.sequences SELECT %L, last_value, is_called FROM public.%I', r.relname, r.relname);
  END LOOP;
  INSERT INTO test_seed.shape SELECT test_seed.signature();
END
$do$;

CREATE FUNCTION test_seed.reset() RETURNS boolean LANGUAGE plpgsql AS $fn$
DECLARE r record;
BEGIN
  FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN (SELECT name FROM test_seed.relations) LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', r.relname);
  END LOOP;
  IF test_seed.signature() IS DISTINCT FROM (SELECT signature FROM test_seed.shape) THEN
    RETURN false;
  END IF;
  EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('public.%I', name), ', ') FROM test_seed.relations);
  PERFORM set_config('session_replication_role', 'replica', true);
  FOR r IN SELECT name, copy, cols FROM test_seed.relations WHERE kind = 'r' AND rows > 0 LOOP
    EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM test_seed.%I', r.name, r.cols, r.cols, r.copy);
  END LOOP;
  PERFORM set_config('session_replication_role', 'origin', true);
  FOR r IN SELECT * FROM test_seed.sequences LOOP
    PERFORM setval(format('public.%I', r.name), r.last_value, r.is_called);
  END LOOP;
  RETURN true;
END
$fn$;
`;

export const RESET_SQL = 'SELECT test_seed.reset() AS ok';
