import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable } from './responsive-table.tsx';

function renderOrders() {
  return render(
    <ResponsiveTable
      caption="Orders"
      columns={[
        'Number',
        <span key="total" className="block text-right">
          Total
        </span>,
        'Say "hi"',
        <span key="actions" className="sr-only">
          Actions
        </span>,
      ]}
    >
      <tr>
        <td>1042</td>
        <td>$518.40</td>
        <td>Draft</td>
        <td>
          <button type="button">Open</button>
        </td>
      </tr>
    </ResponsiveTable>,
  );
}

describe('responsive table', () => {
  it('stays a table with its caption, headings and cells for screen readers', () => {
    renderOrders();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Number', 'Total', 'Say "hi"', 'Actions']);
    expect(within(table).getByRole('row', { name: /1042/ })).toHaveTextContent('$518.40');
  });

  it("labels each cell of a phone's card with its heading, shown but not read twice", () => {
    const { container } = renderOrders();
    const css = container.querySelector('style')?.textContent ?? '';
    const id = screen.getByRole('table').id;
    expect(css).toMatch(/^@media \(width < 48rem\)\{/);
    expect(css).toContain(`#${id} td:nth-child(1)::before{content:"Number";content:"Number" / ""}`);
    // A heading held in an element (right-aligned) still labels its cells.
    expect(css).toContain(`#${id} td:nth-child(2)::before{content:"Total"`);
    expect(css).toContain(`td:nth-child(3)::before{content:"Say \\"hi\\""`);
    // A screen-reader-only heading labels nothing: its cell takes the card's whole width.
    expect(css).toContain(`#${id} td:nth-child(4){display:block;text-align:left}`);
    expect(screen.getByRole('table')).toHaveClass('responsive-table');
  });
});
