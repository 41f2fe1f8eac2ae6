import fp from 'fastify-plugin';
import { fieldError } from '../lib/app-error.ts';
import { illFormedTextPath, mayHoldIllFormedText } from '../lib/ill-formed-text.ts';

/**
 * Fastify's own JSON body parser (prototype and constructor poisoning refused), plus one check
 * every route needs: no text may hold half of a surrogate pair (`"\ud800"`), which PostgreSQL
 * cannot store. Refused here with 422 at the field, before any schema, for every JSON route.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      // The default parser answers through the callback; it returns nothing to wait for.
      void parseJson(request, text, (error, value) => {
        if (error) return done(error);
        const illFormed = mayHoldIllFormedText(text) ? illFormedTextPath(value) : null;
        if (illFormed !== null) return done(fieldError(illFormed, 'validation.invalidValue'));
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
