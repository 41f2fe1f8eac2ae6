import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { adminOrders } from '@portal/contract/endpoints/console';
import { orders } from '@portal/contract/endpoints/member';
import { enterArea, serve } from './endpoint-route.ts';

function bareApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

const emptyPage = {
  data: [],
  meta: { current_page: 1, per_page: 20, from: null, to: null, total: 0, last_page: 1 },
};

/** Registration from the endpoint table (decision 027): each area takes its own endpoints only. */
describe('serve', () => {
  it('registers an endpoint of the area under its path, with its schemas', async () => {
    const app = bareApp();
    await app.register(
      async (api) => {
        enterArea(api, 'member');
        serve(api, orders, async () => emptyPage);
      },
      { prefix: '/api' },
    );
    const answer = await app.inject({ method: 'GET', url: '/api/orders/acme?page=x' });
    expect(answer.statusCode).toBe(400);
    const page = await app.inject({ method: 'GET', url: '/api/orders/acme' });
    expect(page.json()).toEqual(emptyPage);
    await app.close();
  });

  it('refuses at start an endpoint of another area, or outside any', async () => {
    const inMember = bareApp().register(
      async (api) => {
        enterArea(api, 'member');
        serve(api, adminOrders, async () => emptyPage);
      },
      { prefix: '/api' },
    );
    await expect(inMember).rejects.toThrow(
      'GET /api/admin/:code/orders is a console endpoint: the member area refuses it',
    );

    const nowhere = bareApp().register(async (api) => serve(api, orders, async () => emptyPage), {
      prefix: '/api',
    });
    await expect(nowhere).rejects.toThrow('the unnamed area refuses it');
  });

  it('refuses an endpoint outside the prefix it is registered under', async () => {
    const misplaced = bareApp().register(
      async (admin) => {
        enterArea(admin, 'member');
        serve(admin, orders, async () => emptyPage);
      },
      { prefix: '/api/admin/:code' },
    );
    await expect(misplaced).rejects.toThrow('is not under /api/admin/:code');
  });
});
