export const slugify = (s: string, separator = '-') =>
  s.toLowerCase().replace(/[^a-z0-9]+/g, separator);
