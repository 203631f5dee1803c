import { describe, it, expect } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('handles accents', () => expect(slugify('Crème Brûlée')).toBe('creme-brulee'));
});
