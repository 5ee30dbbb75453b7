import { expect } from 'vitest';
import type { TestApp } from './app';

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The hidden inputs and action of the first form on a page, as a browser would post them. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) throw new Error(`no form in page: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(name)] = unescapeHtml(value);
  return { action: unescapeHtml(form[1]), fields };
}

export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const testCard = { cardNumber: '4355 0843 5508 4358', expiryMonth: 12, expiryYear: 2030, cvv: '000' };

/**
 * Plays the citizen at the bank: post our form to the 3D gate, type the test card, pick an outcome;
 * returns the bank's signed answer (the form it would auto-post back), or null when it sends none.
 */
export async function payAtBank(
  t: TestApp,
  gateway: { url: string; fields: Record<string, string> },
  outcome = 'approve',
  card = { pan: '4355084355084358', month: '12', year: '30', cvv: '000' },
) {
  const gate = await postForm(t, gateway.url, gateway.fields);
  if (gate.statusCode !== 200) throw new Error(`gate refused: ${gate.body}`);
  const page = formOf(gate.body);
  const completed = await postForm(t, page.action, { ...page.fields, ...card, outcome, smsCode: '123456' });
  if (!completed.body.includes('data-autosubmit')) return null;
  return formOf(completed.body);
}

export interface DebtRow {
  accrualId: number;
  description: string;
  totalKurus: number;
  inPayment: boolean;
}

/** The open debts of the signed-in citizen, as the debt screen lists them. */
export async function debtsOf(t: TestApp, cookie: Record<string, string>): Promise<DebtRow[]> {
  const list = (await t.call('GetDebtListForEMunicipality', {}, { headers: cookie })).json();
  return list.groups.flatMap((g: { debts: DebtRow[] }) => g.debts);
}

/** Reserves an order for the accruals and asks for the bank form, as the bank window does. */
export async function startPayment(t: TestApp, cookie: Record<string, string>, accrualIds: number[], card?: object) {
  const order = await t.call('GetOrderNumberForOnlinePayment', { accrualIds }, { headers: cookie });
  expect(order.statusCode).toBe(200);
  const request = await t.call(
    'SaveOnlinePaymentRequest',
    { orderNo: order.json().orderNo, ...(card ? { card } : {}) },
    { headers: cookie },
  );
  expect(request.statusCode).toBe(200);
  return { summary: order.json(), gateway: request.json().gateway as { url: string; fields: Record<string, string> } };
}
