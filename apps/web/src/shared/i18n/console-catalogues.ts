/**
 * Where the console's texts are served (the `admin*` namespaces): loaded with the first console
 * screen, so that their 21 hashed addresses are not in the script of every visitor's sign-in
 * screen (the login budget, decision 004).
 */
export const consoleCatalogues = import.meta.glob<string>('../../locales/*/admin*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
