-- The booking reports' rollups with a date basis, charge currencies and a second, lane-less
-- rollup (src/db/schema/reports.ts, docs/adr/016-reports-and-emissions.md). Replaces the triggers
-- of 0010_booking_rollups_triggers.sql: still statement-level with transition tables, still one
-- statement per booking statement (both rollups upserted by one statement through a data-modifying
-- CTE, in key order), in the writer's transaction. Generated once from the table of sums; the
-- three functions differ only in the rows they read (INSERT new, DELETE old, UPDATE both, only
-- rows whose counted columns changed).
DROP TRIGGER bookings_rollups_insert ON bookings;--> statement-breakpoint
DROP TRIGGER bookings_rollups_update ON bookings;--> statement-breakpoint
DROP TRIGGER bookings_rollups_delete ON bookings;--> statement-breakpoint
DROP FUNCTION booking_rollups_on_insert();--> statement-breakpoint
DROP FUNCTION booking_rollups_on_update();--> statement-breakpoint
DROP FUNCTION booking_rollups_on_delete();--> statement-breakpoint
-- A booking's departure for the reports' date basis D: the actual departure when it happened,
-- else the first leg's planned departure, else the cargo ready date (00:00 UTC).
CREATE FUNCTION booking_departs_at(departed_at timestamptz, data jsonb, cargo_ready_date date) RETURNS timestamptz
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(departed_at, (data -> 'legs' -> 0 ->> 'departureAt')::timestamptz, cargo_ready_date::timestamp AT TIME ZONE 'UTC')
$$;--> statement-breakpoint
-- A booking's charges per currency; `lead` marks the one row (first currency, or '' without
-- charges) that carries the booking's counts in the rollups.
CREATE FUNCTION booking_spend(data jsonb) RETURNS TABLE (currency text, amount double precision, lead boolean)
  LANGUAGE sql STABLE AS $$
  SELECT c.currency, c.amount, row_number() OVER (ORDER BY c.currency) = 1
  FROM (
    SELECT coalesce(e ->> 'currency', '') AS currency, sum(coalesce((e ->> 'amount')::double precision, 0)) AS amount
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(data -> 'charges') = 'array' THEN data -> 'charges' ELSE '[]'::jsonb END) e
    GROUP BY 1
  ) c
  UNION ALL
  SELECT '', 0, true
  WHERE CASE WHEN jsonb_typeof(data -> 'charges') = 'array' THEN jsonb_array_length(data -> 'charges') ELSE 0 END = 0
$$;--> statement-breakpoint
CREATE FUNCTION booking_rollups_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT n.*, 1 AS sign FROM new_rows n),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*, s.currency, d.sign * s.lead::int AS n, d.sign * s.amount AS spend
    FROM d
      CROSS JOIN LATERAL booking_spend(d.data) s
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  lane AS (
  INSERT INTO booking_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.origin, x.destination, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend
    RETURNING 1
  )
  INSERT INTO booking_org_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION booking_rollups_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT o.*, -1 AS sign FROM old_rows o),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*, s.currency, d.sign * s.lead::int AS n, d.sign * s.amount AS spend
    FROM d
      CROSS JOIN LATERAL booking_spend(d.data) s
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  lane AS (
  INSERT INTO booking_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.origin, x.destination, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend
    RETURNING 1
  )
  INSERT INTO booking_org_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION booking_rollups_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.mode, o.organization_id, o.cargo_type, o.origin, o.destination, o.created_at, o.departed_at, o.cargo_ready_date, o.data -> 'legs' -> 0 ->> 'departureAt', o.gross_weight_kg, o.chargeable_value, o.chargeable_unit, o.volume_m3, o.teu, o.tonne_km, o.co2e_kg, o.data -> 'emissions' ->> 'ttwCo2eKg', o.data -> 'emissions' ->> 'dataQuality', o.data -> 'charges')
        IS DISTINCT FROM (n.status, n.mode, n.organization_id, n.cargo_type, n.origin, n.destination, n.created_at, n.departed_at, n.cargo_ready_date, n.data -> 'legs' -> 0 ->> 'departureAt', n.gross_weight_kg, n.chargeable_value, n.chargeable_unit, n.volume_m3, n.teu, n.tonne_km, n.co2e_kg, n.data -> 'emissions' ->> 'ttwCo2eKg', n.data -> 'emissions' ->> 'dataQuality', n.data -> 'charges')
      UNION ALL SELECT n.*, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (o.status, o.mode, o.organization_id, o.cargo_type, o.origin, o.destination, o.created_at, o.departed_at, o.cargo_ready_date, o.data -> 'legs' -> 0 ->> 'departureAt', o.gross_weight_kg, o.chargeable_value, o.chargeable_unit, o.volume_m3, o.teu, o.tonne_km, o.co2e_kg, o.data -> 'emissions' ->> 'ttwCo2eKg', o.data -> 'emissions' ->> 'dataQuality', o.data -> 'charges')
        IS DISTINCT FROM (n.status, n.mode, n.organization_id, n.cargo_type, n.origin, n.destination, n.created_at, n.departed_at, n.cargo_ready_date, n.data -> 'legs' -> 0 ->> 'departureAt', n.gross_weight_kg, n.chargeable_value, n.chargeable_unit, n.volume_m3, n.teu, n.tonne_km, n.co2e_kg, n.data -> 'emissions' ->> 'ttwCo2eKg', n.data -> 'emissions' ->> 'dataQuality', n.data -> 'charges')),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*, s.currency, d.sign * s.lead::int AS n, d.sign * s.amount AS spend
    FROM d
      CROSS JOIN LATERAL booking_spend(d.data) s
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  lane AS (
  INSERT INTO booking_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.origin, x.destination, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend
    RETURNING 1
  )
  INSERT INTO booking_org_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_rollups_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_insert();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_update();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_delete();--> statement-breakpoint
-- The bookings already there: the same sums over the whole table.
WITH d AS (SELECT b.*, 1 AS sign FROM bookings b),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*, s.currency, d.sign * s.lead::int AS n, d.sign * s.amount AS spend
    FROM d
      CROSS JOIN LATERAL booking_spend(d.data) s
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  lane AS (
  INSERT INTO booking_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.origin, x.destination, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, origin, destination, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend
    RETURNING 1
  )
  INSERT INTO booking_org_rollups AS r (basis, grain, bucket, organization_id, mode, status, cargo_type, currency,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg, spend)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status, x.cargo_type, x.currency,
      sum(x.n),
      sum(x.n * x.gross_weight_kg),
      sum(x.n * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.n * x.volume_m3),
      sum(x.n * x.teu),
      sum(x.n * coalesce(x.tonne_km, 0)),
      sum(x.n * coalesce(x.co2e_kg, 0)),
      sum(x.n * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.n * (x.co2e_kg IS NOT NULL)::int),
      sum(x.n * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END),
      sum(x.spend)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status, cargo_type, currency) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg,
    spend = r.spend + excluded.spend;
