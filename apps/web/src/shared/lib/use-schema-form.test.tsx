import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCategoryRequest } from '@portal/contract';
import { ApiError } from '@/shared/api/api-error.ts';
import { TextField } from '@/shared/ui/field.tsx';
import { useSchemaForm, type FormRules } from './use-schema-form.ts';

interface Values {
  name: string;
  code: string;
}

interface HarnessProps {
  rules: FormRules<Values>;
  /** What the save does with the body: nothing, or refuse it with this error. */
  refusal?: unknown;
  onSend?: (body: Values) => void;
  tellsEveryRefusal?: boolean;
}

/** Two fields and a submit button, as a screen uses the hook. */
function Harness({ rules, refusal, onSend = () => {}, tellsEveryRefusal }: HarnessProps) {
  const form = useSchemaForm(
    rules,
    { name: '', code: '' },
    {
      body: ({ name, code }) => ({ name: name.trim(), code }),
      apply: (values, field, value) => ({
        ...values,
        [field]: field === 'code' ? value.toUpperCase() : value,
      }),
      tellsEveryRefusal,
    },
  );
  return (
    <form
      noValidate
      onSubmit={form.submit((body) => {
        onSend(body);
        if (refusal) form.failed(refusal);
      })}
    >
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      {(['name', 'code'] as const).map((field) => (
        <TextField
          key={field}
          label={field}
          value={form.values[field]}
          error={form.errors[field]}
          onChange={(event) => form.edit(field, event.target.value)}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

const nameRequired = (body: Values) => ({
  name: body.name === '' ? 'validation.requiredField' : undefined,
});

describe('useSchemaForm', () => {
  it("checks the contract's schema before sending, at the field, and focuses it", async () => {
    const onSend = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness rules={createCategoryRequest} onSend={onSend} />);
    await user.type(screen.getByLabelText('code'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('This field is required');
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
  });

  it('sends the body, not the values, and applies each edit', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Harness rules={nameRequired} onSend={onSend} />);
    await user.type(screen.getByLabelText('name'), '  Bolts  ');
    await user.type(screen.getByLabelText('code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Bolts', code: 'AB' });
  });

  it("translates a rule's key with its values, and reads an unknown message as invalid", async () => {
    const user = userEvent.setup({ delay: null });
    const rules = () => ({
      name: { key: 'admin.priceLists.tierBelowMinimum', params: { min: 5 } },
      code: 'Expected string, received number',
    });
    render(<Harness rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription(
      "A tier cannot start below the product's minimum order quantity (5).",
    );
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('This value is invalid.');
  });

  it('clears the error of the field edited only', async () => {
    const user = userEvent.setup({ delay: null });
    const rules = () => ({ name: 'validation.requiredField', code: 'validation.requiredField' });
    render(<Harness rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('name'), 'B');
    expect(screen.getByLabelText('name')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('This field is required');
  });

  it("puts a 422's field errors at the fields and keeps every value", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = new ApiError(422, 'The given data was invalid.', { code: ['Taken.'] });
    render(<Harness rules={nameRequired} refusal={refusal} />);
    await user.type(screen.getByLabelText('name'), 'Bolts');
    await user.type(screen.getByLabelText('code'), 'b1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('Taken.');
    expect(screen.getByLabelText('code')).toHaveValue('B1');
    expect(screen.getByLabelText('name')).toHaveValue('Bolts');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('code')).toHaveFocus());
  });

  it('tells above the fields a refusal that names no field shown, or no field at all', async () => {
    const user = userEvent.setup({ delay: null });
    const unshown = new ApiError(422, 'The given data was invalid.', { lines: ['Too many.'] });
    const { rerender } = render(<Harness rules={nameRequired} refusal={unshown} />);
    await user.type(screen.getByLabelText('name'), 'Bolts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many.');

    rerender(<Harness rules={nameRequired} refusal={new ApiError(409, 'Changed meanwhile.')} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Changed meanwhile.');

    rerender(<Harness rules={nameRequired} refusal={new TypeError('Failed to fetch')} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it("tells the server's message of every refusal when asked, its field errors too", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = new ApiError(422, 'The code is taken.', { code: ['Taken.'] });
    render(<Harness rules={nameRequired} refusal={refusal} tellsEveryRefusal />);
    await user.type(screen.getByLabelText('name'), 'Bolts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code is taken.');
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('Taken.');
  });
});
