return {
  cache_version=2.011,
  fullname="lmroman10-regular",
  -- glyph tables elided
}
