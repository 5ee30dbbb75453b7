import { calendarDay } from '@ebelediye/contract/calendar-day';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateField, FormDateField } from './date-field';

function Controlled({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Taşınma tarihi"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows an ISO day as GG.AA.YYYY, not in the browser’s own order', () => {
    render(<Controlled initial="2026-11-27" />);
    expect(screen.getByLabelText('Taşınma tarihi')).toHaveValue('27.11.2026');
    expect(screen.getByLabelText('Taşınma tarihi')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Taşınma tarihi')).toHaveAttribute('placeholder', 'GG.AA.YYYY');
  });

  it('puts in the dots as digits are typed and hands over the ISO day once it is whole', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Taşınma tarihi'), '05032026');
    expect(screen.getByLabelText('Taşınma tarihi')).toHaveValue('05.03.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
  });

  it('keeps letters out', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Taşınma tarihi'), '1a2b');
    expect(screen.getByLabelText('Taşınma tarihi')).toHaveValue('12.');
  });

  it('refuses a day that does not exist in Turkish once the field is left', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Taşınma tarihi'), '31022026');
    expect(onValue).toHaveBeenLastCalledWith('31.02.2026');
    expect(screen.queryByText(/geçersiz/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Taşınma tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.')).toBeVisible();
    expect(screen.getByLabelText('Taşınma tarihi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a half-typed day once the field is left', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Taşınma tarihi'), '1203');
    await userEvent.tab();
    expect(screen.getByText('Taşınma tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.')).toBeVisible();
  });
});

describe('FormDateField', () => {
  const schema = z.object({ ceremonyDate: calendarDay('Nikâh tarihi') });

  function Form({ onSubmit }: { onSubmit: (values: z.infer<typeof schema>) => void }) {
    const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { ceremonyDate: '' } });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <FormDateField control={control} name="ceremonyDate" label="Nikâh tarihi" hint="Nikâhın kıyılacağı gün" />
        <button type="submit">Gönder</button>
      </form>
    );
  }

  it('sends the ISO day the API expects, with the contract’s schema on the form', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Nikâh tarihi'), '14022027');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ceremonyDate: '2027-02-14' });
  });

  it('shows the schema’s Turkish message and sends nothing for a day that does not exist', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Nikâh tarihi'), '30022027');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nikâh tarihi geçersiz; GG.AA.YYYY biçiminde gerçek bir tarih giriniz.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the day when it is left empty', async () => {
    render(<Form onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nikâh tarihi zorunludur.');
  });
});
