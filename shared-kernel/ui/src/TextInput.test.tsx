import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from './TextInput';
import { acceptWithinLimit } from './textLimit';

function Harness({ max }: { max?: number }) {
  const [value, setValue] = useState('');
  return <TextInput label="Name" value={value} onValueChange={setValue} maxChars={max} />;
}

describe('TextInput', () => {
  it('refuses the character beyond its limit and keeps the previous value', async () => {
    render(<Harness max={20} />);
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'Sommerkleid mit Rüsche');
    expect(input).toHaveValue('Sommerkleid mit Rüsc');
  });

  it('rejects a paste beyond the limit as a whole instead of truncating it', () => {
    render(<Harness max={5} />);
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Jers' } });
    fireEvent.change(input, { target: { value: 'Jersey-Stoff' } });
    expect(input).toHaveValue('Jers');
  });

  it('limits generic text to 1000 characters by default', () => {
    expect(acceptWithinLimit('a', 'x'.repeat(1000))).toHaveLength(1000);
    expect(acceptWithinLimit('a', 'x'.repeat(1001))).toBe('a');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(acceptWithinLimit('', '🧵'.repeat(20), 20)).toBe('🧵'.repeat(20));
  });
});
