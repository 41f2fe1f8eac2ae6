import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { ProfileRoute } from './profile.tsx';

const customer = {
  id: 1,
  code: 'C-1001',
  name: 'Northwind Fabrication Ltd.',
  email: 'purchasing@northwind.example',
  mobile_phone: '(416) 555-0123',
  shipping_addresses: [],
};

function setUp(
  password: () => Response = () => json(200, { message: 'Password updated successfully!' }),
  savePreferences: (body: unknown) => Response = (body) => json(200, body),
) {
  signInBuyer();
  const calls = fakeServer((url, init) => {
    if (url.pathname === '/api/customers/ACME') return json(200, { data: [customer] });
    if (url.pathname === '/api/user/ACME/password' && init.method === 'PUT') return password();
    if (url.pathname === '/api/user/ACME/email-preferences') {
      if (init.method === 'PUT') return savePreferences(JSON.parse(init.body as string));
      return json(200, { language: 'en', order_status_emails: true });
    }
    return json(404, { message: 'Not found.' });
  });
  renderScreen(<ProfileRoute />, { path: '/profile' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
const fill = async (user: ReturnType<typeof userEvent.setup>, values: string[]) => {
  const names = ['Current password', 'New password', 'Confirm new password'];
  for (const [index, value] of values.entries()) {
    if (value) await user.type(field(names[index]!), value);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
};

describe('profile', () => {
  it("shows the customer's name, email and mobile phone", async () => {
    setUp();
    expect(await screen.findByText('Northwind Fabrication Ltd.')).toBeInTheDocument();
    expect(screen.getByText('purchasing@northwind.example')).toBeInTheDocument();
    expect(screen.getByText('(416) 555-0123')).toBeInTheDocument();
  });

  it('requires all three password fields', async () => {
    const { user, calls } = setUp();
    await fill(user, ['', '', '']);
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
    await user.type(field('Current password'), 'x');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
  });

  it('needs the new password twice the same', async () => {
    const { user } = setUp();
    await fill(user, ['demo1234', 'new-secret-1', 'new-secret-2']);
    expect(screen.getByText('New passwords do not match.')).toBeInTheDocument();
  });

  it("sends the change and shows the server's message, emptying the form", async () => {
    const { user, calls } = setUp();
    await fill(user, ['demo1234', 'new-secret-1', 'new-secret-1']);
    expect(await screen.findByText('Password updated successfully!')).toHaveAttribute(
      'role',
      'status',
    );
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(JSON.parse(put.init.body as string)).toEqual({
      current_password: 'demo1234',
      new_password: 'new-secret-1',
      new_password_confirmation: 'new-secret-1',
    });
    expect(field('Current password')).toHaveValue('');
  });

  it("shows the server's message and its field error on a failure", async () => {
    const { user } = setUp(() =>
      json(422, {
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    await fill(user, ['wrong-one', 'new-secret-1', 'new-secret-1']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
    expect(field('Current password')).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
  });

  it("falls back to 'An unexpected error occurred.'", async () => {
    const { user } = setUp(() => new Response('bad gateway', { status: 502 }));
    await fill(user, ['demo1234', 'new-secret-1', 'new-secret-1']);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('saves the language of e-mails and turns status e-mails off', async () => {
    const { user, calls } = setUp();
    const language = await screen.findByLabelText('Language of e-mails');
    const statusEmails = screen.getByRole('checkbox', {
      name: 'E-mail me when one of my orders changes status',
    });
    expect(statusEmails).toBeChecked();
    await user.selectOptions(language, 'fr');
    await user.click(statusEmails);
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeInTheDocument();
    const put = calls.find(
      (call) => call.init.method === 'PUT' && call.url.pathname.endsWith('email-preferences'),
    );
    expect(JSON.parse(put?.init.body as string)).toEqual({
      language: 'fr',
      order_status_emails: false,
    });
  });

  it("shows the server's refusal under the field", async () => {
    const { user } = setUp(undefined, () =>
      json(422, {
        message: 'Choose English, Spanish or French.',
        errors: { language: ['Choose English, Spanish or French.'] },
      }),
    );
    await screen.findByLabelText('Language of e-mails');
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findAllByText('Choose English, Spanish or French.')).toHaveLength(2);
    expect(screen.getByLabelText('Language of e-mails')).toHaveAttribute('aria-invalid', 'true');
  });
});
