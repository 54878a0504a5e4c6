-- The narrow rollups (src/db/schema/reports.ts, docs/adr/016-reports-and-emissions.md#narrow-rollups),
-- kept like the wide ones (0016_rollups_org_basis_currency_triggers.sql): statement-level triggers
-- with transition tables, one statement per booking statement upserting both tables in key order,
-- in the writer's transaction. No charges here: each booking counts once, with its `shipments`.
-- Generated once from the table of sums; the three functions differ only in the rows they read.
CREATE FUNCTION booking_narrow_rollups_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT n.*, 1 AS sign FROM new_rows n),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*
    FROM d
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  by_status AS (
  INSERT INTO booking_status_rollups AS r (basis, grain, bucket, organization_id, mode, status, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg RETURNING 1
  )
  INSERT INTO booking_place_rollups AS r (basis, grain, bucket, organization_id, mode, origin, destination, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.origin, x.destination,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (basis, grain, bucket, organization_id, mode, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION booking_narrow_rollups_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT o.*, -1 AS sign FROM old_rows o),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*
    FROM d
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  by_status AS (
  INSERT INTO booking_status_rollups AS r (basis, grain, bucket, organization_id, mode, status, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg RETURNING 1
  )
  INSERT INTO booking_place_rollups AS r (basis, grain, bucket, organization_id, mode, origin, destination, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.origin, x.destination,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (basis, grain, bucket, organization_id, mode, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION booking_narrow_rollups_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.mode, o.organization_id, o.origin, o.destination, o.created_at, o.departed_at, o.cargo_ready_date, o.data -> 'legs' -> 0 ->> 'departureAt', o.gross_weight_kg, o.chargeable_value, o.chargeable_unit, o.volume_m3, o.teu, o.tonne_km, o.co2e_kg, o.data -> 'emissions' ->> 'ttwCo2eKg', o.data -> 'emissions' ->> 'dataQuality')
        IS DISTINCT FROM (n.status, n.mode, n.organization_id, n.origin, n.destination, n.created_at, n.departed_at, n.cargo_ready_date, n.data -> 'legs' -> 0 ->> 'departureAt', n.gross_weight_kg, n.chargeable_value, n.chargeable_unit, n.volume_m3, n.teu, n.tonne_km, n.co2e_kg, n.data -> 'emissions' ->> 'ttwCo2eKg', n.data -> 'emissions' ->> 'dataQuality')
      UNION ALL SELECT n.*, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (o.status, o.mode, o.organization_id, o.origin, o.destination, o.created_at, o.departed_at, o.cargo_ready_date, o.data -> 'legs' -> 0 ->> 'departureAt', o.gross_weight_kg, o.chargeable_value, o.chargeable_unit, o.volume_m3, o.teu, o.tonne_km, o.co2e_kg, o.data -> 'emissions' ->> 'ttwCo2eKg', o.data -> 'emissions' ->> 'dataQuality')
        IS DISTINCT FROM (n.status, n.mode, n.organization_id, n.origin, n.destination, n.created_at, n.departed_at, n.cargo_ready_date, n.data -> 'legs' -> 0 ->> 'departureAt', n.gross_weight_kg, n.chargeable_value, n.chargeable_unit, n.volume_m3, n.teu, n.tonne_km, n.co2e_kg, n.data -> 'emissions' ->> 'ttwCo2eKg', n.data -> 'emissions' ->> 'dataQuality')),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*
    FROM d
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  by_status AS (
  INSERT INTO booking_status_rollups AS r (basis, grain, bucket, organization_id, mode, status, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg RETURNING 1
  )
  INSERT INTO booking_place_rollups AS r (basis, grain, bucket, organization_id, mode, origin, destination, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.origin, x.destination,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (basis, grain, bucket, organization_id, mode, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bookings_narrow_rollups_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_narrow_rollups_on_insert();--> statement-breakpoint
CREATE TRIGGER bookings_narrow_rollups_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_narrow_rollups_on_update();--> statement-breakpoint
CREATE TRIGGER bookings_narrow_rollups_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_narrow_rollups_on_delete();--> statement-breakpoint
-- The bookings already there: the same sums over the whole table.
WITH d AS (SELECT b.*, 1 AS sign FROM bookings b),
  x AS MATERIALIZED (
    SELECT b.basis, g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', b.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM b.at) / 900) * 900)
      END AS bucket,
      d.*
    FROM d
      CROSS JOIN LATERAL (VALUES ('B', d.created_at), ('D', booking_departs_at(d.departed_at, d.data, d.cargo_ready_date))) b(basis, at)
      CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  ),
  by_status AS (
  INSERT INTO booking_status_rollups AS r (basis, grain, bucket, organization_id, mode, status, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.status,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (basis, grain, bucket, organization_id, mode, status) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg RETURNING 1
  )
  INSERT INTO booking_place_rollups AS r (basis, grain, bucket, organization_id, mode, origin, destination, bookings, shipments, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT x.basis, x.grain, x.bucket, x.organization_id, x.mode, x.origin, x.destination,
      sum(x.sign),
      sum(x.sign * (x.status IN ('CONFIRMED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERED'))::int),
      sum(x.sign * x.gross_weight_kg),
      sum(x.sign * CASE WHEN x.chargeable_unit = 'KG' THEN x.chargeable_value ELSE 0 END),
      sum(x.sign * x.volume_m3),
      sum(x.sign * x.teu),
      sum(x.sign * coalesce(x.tonne_km, 0)),
      sum(x.sign * coalesce(x.co2e_kg, 0)),
      sum(x.sign * coalesce((x.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(x.sign * (x.co2e_kg IS NOT NULL)::int),
      sum(x.sign * CASE WHEN coalesce(x.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(x.co2e_kg, 0) ELSE 0 END)
    FROM x GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (basis, grain, bucket, organization_id, mode, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
    shipments = r.shipments + excluded.shipments,
    gross_weight_kg = r.gross_weight_kg + excluded.gross_weight_kg,
    chargeable_kg = r.chargeable_kg + excluded.chargeable_kg,
    volume_m3 = r.volume_m3 + excluded.volume_m3,
    teu = r.teu + excluded.teu,
    tonne_km = r.tonne_km + excluded.tonne_km,
    co2e_kg = r.co2e_kg + excluded.co2e_kg,
    co2e_ttw_kg = r.co2e_ttw_kg + excluded.co2e_ttw_kg,
    co2e_bookings = r.co2e_bookings + excluded.co2e_bookings,
    co2e_default_kg = r.co2e_default_kg + excluded.co2e_default_kg;
