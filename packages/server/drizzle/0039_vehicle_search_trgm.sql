-- Vehicle search matches a typed make or model anywhere in search_key (like '%camry%'): a trigram
-- index answers it without reading every vehicle (pg_trgm, migration 0035).
CREATE INDEX "vehicles_search_key_trgm_idx" ON "vehicles" USING gin ("search_key" gin_trgm_ops);