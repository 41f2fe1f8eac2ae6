import { useEffect, useState } from 'react';

/**
 * Typed text once typing pauses, trimmed: a search box that asks the server as the user types
 * costs one request a word, not one a key.
 */
export function useSettled(text: string, delayMs = 250): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
