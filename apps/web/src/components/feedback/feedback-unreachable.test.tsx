import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { FeedbackProvider, useConfirm, useErrorDialog } from './feedback-provider';

// The dialogs' chunk cannot be fetched: the network is gone, or a new release replaced the file.
vi.mock('./feedback-dialogs', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it("when the dialogs' code cannot be fetched, the error and the question still reach the person in the browser's own dialogs", async () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const confirm = vi.spyOn(window, 'confirm').mockImplementation(() => true);
  const hooks = {} as { showError: (error: unknown) => void; confirm: (message: string) => Promise<boolean> };
  function Capture() {
    hooks.showError = useErrorDialog().showError;
    hooks.confirm = useConfirm();
    return <p>Sayfa</p>;
  }
  render(
    <FeedbackProvider>
      <Capture />
    </FeedbackProvider>,
  );

  act(() => hooks.showError('Bu borç zaten ödenmiş.'));
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Bu borç zaten ödenmiş.'));
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = hooks.confirm('Aboneliğiniz iptal edilsin mi?');
  });
  await expect(answer).resolves.toBe(true);
  expect(confirm).toHaveBeenCalledWith('Aboneliğiniz iptal edilsin mi?');
  expect(alert).toHaveBeenCalledTimes(1);
  // The page is still there.
  expect(screen.getByText('Sayfa')).toBeInTheDocument();
});
