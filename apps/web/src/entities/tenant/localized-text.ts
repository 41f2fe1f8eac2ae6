import type { CSSProperties } from 'react';

/**
 * Reads a setting holding JSON text that maps a language to a text or URL, and picks the current
 * language, else English, else nothing. Unusable JSON counts as empty (the contract's
 * parseLanguageMap rule, kept here without the contract's schemas so the login chunk stays small).
 */
export function pickLocalized(jsonText: string | null | undefined, language: string): string {
  const map = parseObject(jsonText);
  const text = map[language] ?? map.en;
  return typeof text === 'string' ? text : '';
}

function parseObject(jsonText: string | null | undefined): Record<string, unknown> {
  if (!jsonText) return {};
  try {
    const value: unknown = JSON.parse(jsonText);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const camelCase = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Turns a *_styles setting (JSON text of CSS properties, kebab- or camel-case) into React styles.
 * Only plain property names with string or number values pass.
 */
export function parseStyles(jsonText: string | null | undefined): CSSProperties {
  const styles: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parseObject(jsonText))) {
    if (!/^-?[a-zA-Z][a-zA-Z-]*$/.test(name)) continue;
    if (typeof value === 'string' || typeof value === 'number') styles[camelCase(name)] = value;
  }
  return styles;
}
