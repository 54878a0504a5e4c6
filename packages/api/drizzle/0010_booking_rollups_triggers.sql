-- The booking reports' rollups (src/db/schema/reports.ts, docs/adr/016-reports-and-emissions.md),
-- kept by statement-level triggers in the same transaction as every write of bookings, whichever
-- code path makes it (the bookings service, carrier events changing a status, the seed, SQL by
-- hand). Set-based: one grouped upsert per statement, so a bulk insert costs one statement, not
-- one per row; rows are upserted in key order, so concurrent writers lock them in one order.
-- Static SQL in one function per event: PL/pgSQL keeps each statement's plan for the session.
CREATE FUNCTION booking_rollups_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_rollups AS r (grain, bucket, organization_id, mode, status, cargo_type, origin, destination,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM d.created_at) / 900) * 900)
      END AS bucket,
      d.organization_id, d.mode, d.status, d.cargo_type, d.origin, d.destination,
      sum(d.sign), sum(d.sign * d.gross_weight_kg),
      sum(d.sign * CASE WHEN d.chargeable_unit = 'KG' THEN d.chargeable_value ELSE 0 END),
      sum(d.sign * d.volume_m3), sum(d.sign * d.teu), sum(d.sign * coalesce(d.tonne_km, 0)), sum(d.sign * coalesce(d.co2e_kg, 0)),
      sum(d.sign * coalesce((d.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(d.sign * (d.co2e_kg IS NOT NULL)::int),
      sum(d.sign * CASE WHEN coalesce(d.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(d.co2e_kg, 0) ELSE 0 END)
    FROM (SELECT n.*, 1 AS sign FROM new_rows n) d CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (grain, bucket, organization_id, mode, status, cargo_type, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
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
CREATE FUNCTION booking_rollups_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_rollups AS r (grain, bucket, organization_id, mode, status, cargo_type, origin, destination,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM d.created_at) / 900) * 900)
      END AS bucket,
      d.organization_id, d.mode, d.status, d.cargo_type, d.origin, d.destination,
      sum(d.sign), sum(d.sign * d.gross_weight_kg),
      sum(d.sign * CASE WHEN d.chargeable_unit = 'KG' THEN d.chargeable_value ELSE 0 END),
      sum(d.sign * d.volume_m3), sum(d.sign * d.teu), sum(d.sign * coalesce(d.tonne_km, 0)), sum(d.sign * coalesce(d.co2e_kg, 0)),
      sum(d.sign * coalesce((d.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(d.sign * (d.co2e_kg IS NOT NULL)::int),
      sum(d.sign * CASE WHEN coalesce(d.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(d.co2e_kg, 0) ELSE 0 END)
    FROM (SELECT o.*, -1 AS sign FROM old_rows o) d CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (grain, bucket, organization_id, mode, status, cargo_type, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
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
CREATE FUNCTION booking_rollups_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_rollups AS r (grain, bucket, organization_id, mode, status, cargo_type, origin, destination,
      bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
    SELECT g.grain,
      CASE g.grain
        WHEN 'm' THEN date_trunc('month', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        WHEN 'd' THEN date_trunc('day', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ELSE to_timestamp(floor(extract(epoch FROM d.created_at) / 900) * 900)
      END AS bucket,
      d.organization_id, d.mode, d.status, d.cargo_type, d.origin, d.destination,
      sum(d.sign), sum(d.sign * d.gross_weight_kg),
      sum(d.sign * CASE WHEN d.chargeable_unit = 'KG' THEN d.chargeable_value ELSE 0 END),
      sum(d.sign * d.volume_m3), sum(d.sign * d.teu), sum(d.sign * coalesce(d.tonne_km, 0)), sum(d.sign * coalesce(d.co2e_kg, 0)),
      sum(d.sign * coalesce((d.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)),
      sum(d.sign * (d.co2e_kg IS NOT NULL)::int),
      sum(d.sign * CASE WHEN coalesce(d.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(d.co2e_kg, 0) ELSE 0 END)
    FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.mode, o.organization_id, o.cargo_type, o.origin, o.destination, o.created_at, o.gross_weight_kg, o.chargeable_value, o.chargeable_unit, o.volume_m3, o.teu, o.tonne_km, o.co2e_kg, o.data -> 'emissions' ->> 'ttwCo2eKg', o.data -> 'emissions' ->> 'dataQuality')
        IS DISTINCT FROM (n.status, n.mode, n.organization_id, n.cargo_type, n.origin, n.destination, n.created_at, n.gross_weight_kg, n.chargeable_value, n.chargeable_unit, n.volume_m3, n.teu, n.tonne_km, n.co2e_kg, n.data -> 'emissions' ->> 'ttwCo2eKg', n.data -> 'emissions' ->> 'dataQuality')
      UNION ALL SELECT n.*, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status, o.mode, o.organization_id, o.cargo_type, o.origin, o.destination, o.created_at, o.gross_weight_kg, o.chargeable_value, o.chargeable_unit, o.volume_m3, o.teu, o.tonne_km, o.co2e_kg, o.data -> 'emissions' ->> 'ttwCo2eKg', o.data -> 'emissions' ->> 'dataQuality')
        IS DISTINCT FROM (n.status, n.mode, n.organization_id, n.cargo_type, n.origin, n.destination, n.created_at, n.gross_weight_kg, n.chargeable_value, n.chargeable_unit, n.volume_m3, n.teu, n.tonne_km, n.co2e_kg, n.data -> 'emissions' ->> 'ttwCo2eKg', n.data -> 'emissions' ->> 'dataQuality')) d CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (grain, bucket, organization_id, mode, status, cargo_type, origin, destination) DO UPDATE SET
    bookings = r.bookings + excluded.bookings,
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
CREATE TRIGGER bookings_rollups_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_insert();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_update();--> statement-breakpoint
CREATE TRIGGER bookings_rollups_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_on_delete();--> statement-breakpoint
-- Bookings made before the rollups existed: the same grouping over the whole table.
INSERT INTO booking_rollups (grain, bucket, organization_id, mode, status, cargo_type, origin, destination,
    bookings, gross_weight_kg, chargeable_kg, volume_m3, teu, tonne_km, co2e_kg, co2e_ttw_kg, co2e_bookings, co2e_default_kg)
  SELECT g.grain,
    CASE g.grain
      WHEN 'm' THEN date_trunc('month', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
      WHEN 'd' THEN date_trunc('day', d.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
      ELSE to_timestamp(floor(extract(epoch FROM d.created_at) / 900) * 900)
    END,
    d.organization_id, d.mode, d.status, d.cargo_type, d.origin, d.destination,
    count(*), sum(d.gross_weight_kg), sum(CASE WHEN d.chargeable_unit = 'KG' THEN d.chargeable_value ELSE 0 END),
    sum(d.volume_m3), sum(d.teu), sum(coalesce(d.tonne_km, 0)), sum(coalesce(d.co2e_kg, 0)),
    sum(coalesce((d.data -> 'emissions' ->> 'ttwCo2eKg')::double precision, 0)), count(d.co2e_kg),
    sum(CASE WHEN coalesce(d.data -> 'emissions' ->> 'dataQuality', 'DEFAULT') = 'DEFAULT' THEN coalesce(d.co2e_kg, 0) ELSE 0 END)
  FROM bookings d CROSS JOIN (VALUES ('m'), ('d'), ('q')) g(grain)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
