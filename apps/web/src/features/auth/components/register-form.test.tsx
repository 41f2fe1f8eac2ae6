import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const required = 'This field is required';
const submit = () => screen.getByRole('button', { name: 'Register' });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label, { exact: false, selector: 'input, select' });
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Company name/), 'Engines Inc.');
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Phone/), '5145550199');
  await user.selectOptions(screen.getByLabelText(/Country/), 'CA');
  await user.selectOptions(screen.getByLabelText(/State \/ Province/), 'QC');
  await user.type(screen.getByLabelText(/City/), 'Montréal');
  await user.type(screen.getByLabelText(/Postal code/), 'H2X 1Y4');
  await user.type(screen.getByLabelText(/Address line 1/), '1 Rue Principale');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.type(screen.getByLabelText(/Confirm password/), 'correct horse');
}

describe('registration form', () => {
  it('shows the required message under every missing field and sends nothing', async () => {
    const calls = fakeServer(() => json(500, {}));
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code={null} />);
    await user.click(submit());
    expect(screen.getAllByText(required)).toHaveLength(13);
    for (const label of [
      'Company code',
      'First name',
      'Phone',
      'Country',
      'State / Province',
      'Confirm password',
    ]) {
      expect(errorOf(label)).toBe(required);
    }
    expect(errorOf('Address line 2')).toBeUndefined();
    expect(errorOf('Website')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('clears a field message when that field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code={null} />);
    await user.click(submit());
    await user.type(screen.getByLabelText(/City/), 'L');
    expect(errorOf('City')).toBeUndefined();
    expect(errorOf('First name')).toBe(required);
  });

  it('says Passwords do not match', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code="ACME" />);
    await user.type(screen.getByLabelText(/^Password/), 'one password');
    await user.type(screen.getByLabelText(/Confirm password/), 'another');
    await user.click(submit());
    expect(errorOf('Confirm password')).toBe('Passwords do not match');
  });

  it('masks the phone as (XXX) XXX-XXXX with at most 10 digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code={null} />);
    const phone = screen.getByLabelText(/Phone/);
    await user.type(phone, '514a555-01999');
    expect(phone).toHaveValue('(514) 555-0199');
    await user.type(phone, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(phone).toHaveValue('(514) 55');
  });

  it('prefills the company code from the route, read-only', () => {
    renderScreen(<RegisterForm code="ACME" />);
    const code = screen.getByLabelText(/Company code/);
    expect(code).toHaveValue('ACME');
    expect(code).toHaveAttribute('readonly');
  });

  it('lists the regions of the chosen country and clears the region when the country changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code={null} />);
    const country = screen.getByLabelText(/Country/);
    const region = () => screen.getByLabelText(/State \/ Province/);
    expect(
      within(country)
        .getAllByRole('option')
        .slice(1, 3)
        .map((o) => o.textContent),
    ).toEqual(['Canada', 'United States']);
    await user.selectOptions(country, 'CA');
    await user.selectOptions(region(), 'ON');
    expect(region()).toHaveValue('ON');
    await user.selectOptions(country, 'US');
    expect(region()).toHaveValue('');
    expect(within(region()).getByRole('option', { name: 'Texas' })).toBeInTheDocument();
  });

  it('presets Canada for an fr-CA browser', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    renderScreen(<RegisterForm code={null} />);
    expect(screen.getByLabelText(/Country/)).toHaveValue('CA');
    vi.restoreAllMocks();
  });

  it('sends the form, shows the server message and resets', async () => {
    const calls = fakeServer(() =>
      json(201, { message: 'Registration successful! Your account is pending company approval.' }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code="ACME" />);
    await fillValidForm(user);
    await user.click(submit());
    const message = await screen.findByText(
      'Registration successful! Your account is pending company approval.',
    );
    expect(message).toHaveAttribute('role', 'status');
    // Above a long form: the message takes focus, which also scrolls it into view.
    expect(message).toHaveFocus();
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      manufacturerCode: 'ACME',
      phone: '(514) 555-0199',
      country: 'CA',
      state: 'QC',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      webAddress: '',
    });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/Company code/)).toHaveValue('ACME');
  });

  it('keeps an international phone number as it is typed, keystroke by keystroke', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code="ACME" />);
    const phone = screen.getByLabelText(/Phone/);
    await user.type(phone, '+15145550199');
    expect(phone).toHaveValue('+1 514 555 0199');
    await user.clear(phone);
    await user.type(phone, '+442079460958');
    expect(phone).toHaveValue('+44 20 7946 0958');
    await user.clear(phone);
    await user.type(phone, '5145550199');
    expect(phone).toHaveValue('(514) 555-0199');
  });

  it('shows the server message and its field errors', async () => {
    fakeServer(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { phone: ['Enter a valid phone number.'] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm code="ACME" />);
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(errorOf('Phone')).toBe('Enter a valid phone number.');
  });
});
