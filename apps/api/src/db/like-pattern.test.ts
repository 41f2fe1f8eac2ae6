import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.ts';

describe('containsPattern', () => {
  it('wraps the term in wildcards', () => {
    expect(containsPattern('bolt')).toBe('%bolt%');
  });

  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
