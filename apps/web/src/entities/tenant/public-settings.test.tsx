import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKey } from '@/shared/api/query-keys.ts';
import { publicSettings } from '@portal/contract/endpoints/public';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { forgetPublicSettings, loadPublicSettings } from './load-public-settings.ts';
import { usePublicSettings } from './public-settings.ts';
import { publicSettingsOf } from '@/test/buyer-fixtures.ts';

function CompanyName({ code }: { code: string }) {
  const settings = usePublicSettings(code);
  if (settings.isPending) return <p>pending</p>;
  return <p>{settings.data?.name ?? 'no settings'}</p>;
}

const named = (name: string) => json(200, publicSettingsOf({ name }));

describe('public settings', () => {
  it("answers the query from the login screen's request: one per page load", async () => {
    const calls = fakeServer(() => named('Acme Industrial'));
    await loadPublicSettings('ACME');
    renderScreen(<CompanyName code="acme" />);
    expect(await screen.findByText('Acme Industrial')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('reads nothing, and only logs, when they cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer(() => json(500, { message: 'Server Error' }));
    renderScreen(<CompanyName code="ACME" />);
    expect(await screen.findByText('no settings')).toBeVisible();
    expect(warn).toHaveBeenCalledWith('public settings could not be loaded', expect.anything());
    warn.mockRestore();
  });

  it('asks again once forgotten, as after an administrator changed the branding', async () => {
    let name = 'Acme Industrial';
    const calls = fakeServer(() => named(name));
    const { queryClient } = renderScreen(<CompanyName code="ACME" />);
    expect(await screen.findByText('Acme Industrial')).toBeVisible();
    name = 'Acme Renamed';
    forgetPublicSettings('ACME');
    await act(() =>
      queryClient.invalidateQueries({ queryKey: queryKey(publicSettings, { code: 'ACME' }) }),
    );
    expect(await screen.findByText('Acme Renamed')).toBeVisible();
    expect(await loadPublicSettings('ACME')).toMatchObject({ name: 'Acme Renamed' });
    expect(calls).toHaveLength(2);
  });
});
