import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import { i18n } from '../../lib/i18n';
import { FeedbackProvider, useBusy, useConfirm, useErrorDialog } from './feedback-provider';
import { TOASTS_BELOW_TOP_BAR, toastOptions, toastSettings, useToast } from './toast-provider';

type Hooks = {
  showError: (error: unknown) => void;
  confirm: (message: string) => Promise<boolean>;
  whileBusy: <T>(task: Promise<T>) => Promise<T>;
  toast: ReturnType<typeof useToast>;
};

function renderFeedback(): Hooks {
  const hooks = {} as Hooks;
  function Capture() {
    hooks.showError = useErrorDialog().showError;
    hooks.confirm = useConfirm();
    hooks.whileBusy = useBusy().whileBusy;
    hooks.toast = useToast();
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <FeedbackProvider>
        <Capture />
      </FeedbackProvider>
    </I18nextProvider>,
  );
  return hooks;
}

describe('the error dialog', () => {
  it('is titled "Hata!" and shows the error\'s message', async () => {
    const { showError } = renderFeedback();
    act(() => showError(new ApiError(409, 'conflict', 'Bu borç zaten ödenmiş.', {})));

    const dialog = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(dialog).toHaveTextContent('Bu borç zaten ödenmiş.');
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('falls back to "Beklenmedik bir hata oluştu" when the error has no sentence', async () => {
    const { showError } = renderFeedback();
    act(() => showError(new Error('boom')));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Beklenmedik bir hata oluştu');
  });

  it('shows a second error after the first is closed', async () => {
    const { showError } = renderFeedback();
    act(() => {
      showError('Birinci hata mesajı');
      showError('İkinci hata mesajı');
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Birinci hata mesajı');
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('İkinci hata mesajı'));
  });

  it('says a sentence once when it is asked for again while it is still waiting (two calls that found the session ended)', async () => {
    const { showError } = renderFeedback();
    act(() => {
      showError('Bu işlem için giriş yapmalısınız.');
      showError('Başka bir hata.');
      showError('Bu işlem için giriş yapmalısınız.');
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Bu işlem için giriş yapmalısınız.');
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent('Başka bir hata.'));
    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('the confirm dialog', () => {
  it('is titled "Bilgilendirme" and resolves true for "Evet"', async () => {
    const { confirm } = renderFeedback();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('Aboneliğiniz iptal edilsin mi?');
    });
    expect(await screen.findByRole('dialog', { name: 'Bilgilendirme' })).toHaveTextContent(
      'Aboneliğiniz iptal edilsin mi?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Evet' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false for "Hayır"', async () => {
    const { confirm } = renderFeedback();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('Emin misiniz?');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hayır' }));
    await expect(answer).resolves.toBe(false);
  });

  it('is not answered by a click beside it (the second click of a double click), but Escape means "Hayır"', async () => {
    const { confirm } = renderFeedback();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('Beyan gönderilsin mi?');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
    // MUI reads a backdrop click as a press and release on the container around the dialog.
    let answered = false;
    void answer?.then(() => (answered = true));
    const outside = dialog.parentElement!;
    fireEvent.mouseDown(outside);
    fireEvent.click(outside);
    await act(async () => undefined);
    expect(answered).toBe(false);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});

describe('the busy overlay', () => {
  it('says "Yükleniyor..." while a task runs and goes away after it', async () => {
    const { whileBusy } = renderFeedback();
    let finish: (value: string) => void = () => undefined;
    let result: Promise<string> | undefined;
    act(() => {
      result = whileBusy(new Promise<string>((resolve) => (finish = resolve)));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor...');

    await act(async () => finish('bitti'));
    await expect(result).resolves.toBe('bitti');
    await waitFor(() => expect(screen.queryByText('Yükleniyor...')).not.toBeVisible());
  });
});

describe('toasts', () => {
  it('follow SPEC §9: three at most, top right, gone after 5000 ms', () => {
    expect(toastSettings).toEqual({
      maxSnack: 3,
      anchorOrigin: { vertical: 'top', horizontal: 'right' },
      autoHideDuration: 5000,
    });
  });

  it('show a message with a close button', async () => {
    const { toast } = renderFeedback();
    act(() => {
      toast('Bilgileriniz kaydedildi.', 'success');
    });
    expect(await screen.findByText('Bilgileriniz kaydedildi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByText('Bilgileriniz kaydedildi.')).not.toBeInTheDocument());
  });

  it('open below the top bar, so the signed-in name and sign-out stay uncovered', async () => {
    const { toast } = renderFeedback();
    act(() => {
      toast('Oturumunuz kapatıldı.', 'info');
    });
    const message = await screen.findByText('Oturumunuz kapatıldı.');
    const container = message.closest('.notistack-SnackbarContainer');
    expect(container).toHaveClass(TOASTS_BELOW_TOP_BAR);
    const rule = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rule).toMatch(new RegExp(`\\.${TOASTS_BELOW_TOP_BAR}\\.${TOASTS_BELOW_TOP_BAR}\\{top:72px;\\}`));
  });

  it('close on Escape, so what a toast covers shows again without moving focus', async () => {
    const { toast } = renderFeedback();
    act(() => {
      toast('Bir hata oluştu.', 'error');
    });
    expect(await screen.findByText('Bir hata oluştu.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Bir hata oluştu.')).not.toBeInTheDocument());
  });

  it('announce success and info politely (status), warnings and errors at once (alert)', async () => {
    const { toast } = renderFeedback();
    act(() => {
      toast('Kaydedildi.', 'success');
      toast('Bir hata oluştu.', 'error');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Kaydedildi.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bir hata oluştu.');
  });

  it('keep an error until it is closed; the others hide after 5000 ms', () => {
    expect(toastOptions('error')).toEqual({ variant: 'error', persist: true });
    for (const variant of ['success', 'info', 'warning', 'default'] as const)
      expect(toastOptions(variant).persist).toBe(false);
  });
});
