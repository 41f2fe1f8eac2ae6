import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

function components(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The dialog's frame, whose form each user fills with its own schema form's fields. */
const FRAME = 'shared/ui/form-dialog.tsx';

const sources = components(SRC)
  .map((path) => ({
    file: relative(SRC, path).replaceAll('\\', '/'),
    text: readFileSync(path, 'utf8'),
  }))
  .filter(({ file }) => file !== FRAME);

/** Every `<form` a component renders but search boxes (one query, nothing to check). */
const FORM = /<form(?![^>]*role="search")[\s>]/;

/**
 * Decision 030: every form that takes input keeps its values and errors in useSchemaForm, and
 * every form dialog is a FormDialog. A form written by hand (a useState per field, its own error
 * handling) or a dialog with its own Cancel and submit footer fails here.
 */
describe('one form pattern', () => {
  it('finds the forms it checks', () => {
    expect(sources.filter(({ text }) => FORM.test(text)).length).toBeGreaterThan(10);
  });

  it('has every form keep its values and errors in useSchemaForm', () => {
    const byHand = sources
      .filter(({ text }) => FORM.test(text) || text.includes('<FormDialog'))
      // Called plainly or with its value and body types: useSchemaForm<Values, Checked>(...).
      .filter(({ text }) => !/\buseSchemaForm(<[^>()]*>)?\(/.test(text))
      .map(({ file }) => file);
    expect(byHand).toEqual([]);
  });

  it('has every form in a dialog be a FormDialog', () => {
    const ownFooter = sources
      .filter(({ text }) => FORM.test(text) && /<(Modal|Dialog)\b/.test(text))
      .map(({ file }) => file);
    expect(ownFooter).toEqual([]);
  });
});
