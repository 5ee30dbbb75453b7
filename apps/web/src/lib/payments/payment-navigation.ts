import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { activeMerchantBankQueryOptions } from '../api/get-active-merchant-bank-info';
import type { PaymentSource, PaymentWindowState } from './payment-window-state';
import { paths } from '../../app/paths';

/** The four bank windows of SPEC §2; they all show the same screen. */
export const bankWindowPaths: readonly string[] = [
  paths.ziraatBank.path,
  paths.vakifBank.path,
  paths.isBankPayment.path,
  paths.otherBanksPayment.path,
];

/** The server names the window of its bank; anything unknown goes to the "other banks" window. */
export function bankWindowPath(windowPath: string): string {
  return bankWindowPaths.includes(windowPath) ? windowPath : paths.otherBanksPayment.path;
}

/** The result page of an order; the bank itself returns the citizen to the same address. */
export function paymentStatusPath(orderNo: string): string {
  return `${paths.successOperation.path}?siparis=${encodeURIComponent(orderNo)}`;
}

/** Where the debts of a payment were chosen: "Vazgeç" and a lost state lead back there. */
export function paymentSourcePath(source: PaymentSource): string {
  if (source === 'fast') return paths.fastPayment.path;
  if (source === 'matrimony') return paths.fastPaymentForMatrimony.path;
  return paths.debtQuestioning.path;
}

/**
 * "Öde": asks which bank the municipality works with (GetActiveMerchantBankInfo) and opens its window
 * with the chosen debts in the router's state.
 */
export function useOpenBankWindow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  const open = useCallback(
    async (state: PaymentWindowState) => {
      setOpening(true);
      try {
        const bank = await queryClient.fetchQuery(activeMerchantBankQueryOptions());
        navigate(bankWindowPath(bank.windowPath), { state });
      } catch {
        // The query cache has already shown the "Hata!" dialog with the server's sentence.
      } finally {
        setOpening(false);
      }
    },
    [queryClient, navigate],
  );

  return { open, opening };
}
