import { describe, it, expect } from 'vitest';

describe('popup', () => {
  it('has a group button', () => {
    expect(true).toBe(true);
  });
});
