import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testMenu } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { NavMenu } from './nav-menu';

describe('NavMenu', () => {
  it('opens and closes a group, saying so with aria-expanded', async () => {
    renderWithProviders(<NavMenu items={testMenu} compact={false} />);
    const group = screen.getByRole('button', { name: 'Kısayollar' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Borç Sorgulama/ })).not.toBeInTheDocument();

    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Borç Sorgulama/ })).toHaveAttribute('href', '/DebtQuestioning');

    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the group of the current page open', () => {
    renderWithProviders(<NavMenu items={testMenu} compact={false} />, { path: '/mobil-menu' });
    expect(screen.getByRole('button', { name: 'Kısayollar' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Çevre Temizlik Menüsü/ })).toHaveAttribute('aria-current', 'page');
  });

  it('opens an external link in a new tab without handing it our page, and says so', () => {
    renderWithProviders(<NavMenu items={testMenu} compact={false} />);
    const link = screen.getByRole('link', { name: 'e-Devlet Kapısı (yeni sekmede açılır)' });
    expect(link).toHaveAttribute('href', 'https://www.turkiye.gov.tr');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows headings and badges', async () => {
    renderWithProviders(<NavMenu items={testMenu} compact={false} />);
    expect(screen.getByText('E-Hizmetler')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kısayollar' }));
    expect(within(screen.getByRole('link', { name: /Çevre Temizlik Menüsü/ })).getByText('Yeni')).toBeInTheDocument();
  });

  it('keeps names for screen readers in compact mode, and asks to expand when a group is chosen', async () => {
    const onExpandRequest = vi.fn();
    renderWithProviders(<NavMenu items={testMenu} compact onExpandRequest={onExpandRequest} />);
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toBeInTheDocument();

    const group = screen.getByRole('button', { name: 'Kısayollar' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(onExpandRequest).toHaveBeenCalledOnce();
  });
});
