import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import type { DatabaseEngine } from '../db/database.ts';
import type { Db } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    db: Db;
    dbEngine: DatabaseEngine;
  }
}

export const configPlugin = fp(
  async (app, options: { env: Env }) => {
    app.decorate('config', options.env);
  },
  { name: 'config' },
);

export const databasePlugin = fp(
  async (app, options: { db: Db; engine: DatabaseEngine }) => {
    app.decorate('db', options.db);
    app.decorate('dbEngine', options.engine);
  },
  { name: 'database' },
);
