import { useSearchParams } from 'react-router';

/** A console list's filters as they stand in the URL, with the page. */
export interface ListQuery<K extends string> {
  values: Record<K, string>;
  page: number;
}

/**
 * Reads named text filters (with their defaults) and the page from the URL. A default is left
 * out of the URL; an unknown value of a filter with `allowed` choices falls back to its default.
 */
export function readListQuery<K extends string>(
  query: URLSearchParams,
  defaults: Record<K, string>,
  allowed: Partial<Record<K, readonly string[]>> = {},
): ListQuery<K> {
  const values = { ...defaults };
  for (const name of Object.keys(defaults) as K[]) {
    const text = (query.get(name) ?? '').trim();
    const choices = allowed[name];
    if (text && (!choices || choices.includes(text))) values[name] = text;
  }
  const page = Number(query.get('page'));
  return { values, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function writeListQuery<K extends string>(
  list: ListQuery<K>,
  defaults: Record<K, string>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries<string>(list.values)) {
    if (value && value !== defaults[name as K]) query.set(name, value);
  }
  if (list.page > 1) query.set('page', String(list.page));
  return query;
}

/** The URL-held filters of a console list; changing a filter goes back to page 1. */
export function useListQuery<K extends string>(
  defaults: Record<K, string>,
  allowed: Partial<Record<K, readonly string[]>> = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readListQuery(searchParams, defaults, allowed);
  return {
    ...current,
    setValue: (name: K, value: string) =>
      setSearchParams(
        writeListQuery({ values: { ...current.values, [name]: value }, page: 1 }, defaults),
      ),
    setPage: (page: number) => setSearchParams(writeListQuery({ ...current, page }, defaults)),
  };
}
