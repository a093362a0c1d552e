import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from './TextInput';
import { acceptWithinLimit } from './textLimit';

function Harness({ max, initial = '', error }: { max?: number; initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <TextInput label="Name" value={value} onValueChange={setValue} maxChars={max} error={error} />;
}

describe('TextInput', () => {
  it('refuses the character typed beyond its limit, keeps the previous value and says why at the field', async () => {
    render(<Harness max={20} />);
    const input = screen.getByLabelText('Name');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(input, 'Sommerkleid mit Rüsche');
    expect(input).toHaveValue('Sommerkleid mit Rüsc');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 20 Zeichen.');
    expect(input).toHaveAccessibleDescription('Höchstens 20 Zeichen.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a paste beyond the limit as a whole, keeps the old value and shows the message', async () => {
    render(<Harness max={20} initial="Jacke" />);
    const input = screen.getByLabelText('Name');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(25));
    expect(input).toHaveValue('Jacke');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 20 Zeichen.');
  });

  it('replacing everything with a too long text keeps the old value too', () => {
    render(<Harness max={5} initial="Jers" />);
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Jersey-Stoff' } });
    expect(input).toHaveValue('Jers');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 5 Zeichen.');
  });

  it('drops the message with the next accepted change', async () => {
    render(<Harness max={5} initial="abcde" />);
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'f');
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 5 Zeichen.');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('abcd');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the caller's error when nothing was refused", () => {
    render(<Harness error="Bitte gib einen Namen ein." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen Namen ein.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Bitte gib einen Namen ein.');
  });

  it('limits generic text to 1000 characters by default and says so', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'x'.repeat(1000) } });
    expect(input).toHaveValue('x'.repeat(1000));
    fireEvent.change(input, { target: { value: 'x'.repeat(1001) } });
    expect(input).toHaveValue('x'.repeat(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 1000 Zeichen.');
    expect(acceptWithinLimit('a', 'x'.repeat(1001))).toBe('a');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(acceptWithinLimit('', '🧵'.repeat(20), 20)).toBe('🧵'.repeat(20));
  });
});
