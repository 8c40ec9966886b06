-- The stored market snapshot's coins take the one coin's field names (issue 19): priceUsd, volume24hUsd,
-- marketCapUsd and percentChange1h/24h/7d become price, volume24h, marketCap and change1h/24h/7d. A snapshot stored
-- before the upgrade is what a restarted site serves until its first poll: it must read as the new coin.
UPDATE "market_snapshots"
SET "payload" = jsonb_set("payload", '{coins}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN coin ? 'priceUsd' THEN
      (coin - 'priceUsd' - 'volume24hUsd' - 'marketCapUsd' - 'percentChange1h' - 'percentChange24h' - 'percentChange7d')
        || jsonb_build_object(
          'price', coin -> 'priceUsd',
          'volume24h', coin -> 'volume24hUsd',
          'marketCap', coin -> 'marketCapUsd',
          'change1h', coin -> 'percentChange1h',
          'change24h', coin -> 'percentChange24h',
          'change7d', coin -> 'percentChange7d'
        )
    ELSE coin END
    ORDER BY position
  ), '[]'::jsonb)
  FROM jsonb_array_elements("payload" -> 'coins') WITH ORDINALITY AS listed(coin, position)
))
WHERE jsonb_typeof("payload" -> 'coins') = 'array';
