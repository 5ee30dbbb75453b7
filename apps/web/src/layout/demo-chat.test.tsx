import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DemoChat } from './demo-chat';

describe('DemoChat', () => {
  it('opens with canned messages and says plainly it is a demo', async () => {
    renderWithProviders(<DemoChat />);
    await userEvent.click(screen.getByRole('button', { name: 'Demo sohbeti aç' }));
    const panel = screen.getByRole('dialog', { name: 'Demo sohbet' });
    expect(panel).toHaveTextContent('Demo sohbet — gerçek bir destek hattı değildir');
    expect(panel).toHaveTextContent('Emlak vergisi borcumu nasıl öğrenebilirim?');
  });

  it('adds what the visitor types, then a canned reply, without calling anyone', async () => {
    renderWithProviders(<DemoChat />);
    await userEvent.click(screen.getByRole('button', { name: 'Demo sohbeti aç' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mesajınız' }), 'Su faturam nerede?{Enter}');

    const messages = screen.getAllByRole('listitem');
    expect(messages.at(-2)).toHaveTextContent('Siz: Su faturam nerede?');
    expect(messages.at(-1)).toHaveTextContent('Bu bir demo sohbettir');
    expect(screen.getByRole('textbox', { name: 'Mesajınız' })).toHaveValue('');
  });

  it('keeps Shift+Enter for a new line', async () => {
    renderWithProviders(<DemoChat />);
    await userEvent.click(screen.getByRole('button', { name: 'Demo sohbeti aç' }));
    const input = await screen.findByRole('textbox', { name: 'Mesajınız' });
    await userEvent.type(input, 'birinci{Shift>}{Enter}{/Shift}ikinci');
    expect(input).toHaveValue('birinci\nikinci');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    renderWithProviders(<DemoChat />);
    await userEvent.click(screen.getByRole('button', { name: 'Demo sohbeti aç' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo sohbeti aç' })).toHaveFocus();
  });

  it('keeps focus inside while open, and Escape from any of its controls closes it', async () => {
    renderWithProviders(<DemoChat />);
    await userEvent.click(screen.getByRole('button', { name: 'Demo sohbeti aç' }));
    const panel = screen.getByRole('dialog', { name: 'Demo sohbet' });
    for (let stop = 0; stop < 6; stop++) {
      await userEvent.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    screen.getByRole('button', { name: 'Gönder' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo sohbeti aç' })).toHaveFocus();
  });
});
