// Catalogs of the web app, one per language (§9: en-gb, de-ch, fr-ch, it).
export {};
