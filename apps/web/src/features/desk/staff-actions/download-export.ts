import type { StaffActionFilter } from '@ebelediye/contract/staff-audit';
import { errorMessages } from '@ebelediye/contract/errors';
import { ApiError, errorFromResponse } from '../../../lib/errors';

/**
 * Downloads the filtered trail as CSV or XLSX. The filter goes in a POST body (a citizen's number
 * must not sit in an address, the browser's history or a proxy's log); the file is saved under the
 * name the server gives it.
 */
export async function downloadExport(format: 'csv' | 'xlsx', filter: StaffActionFilter): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/staff-actions.${format}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(filter),
    });
  } catch {
    throw new ApiError(0, 'unavailable', errorMessages.unavailable, undefined);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw errorFromResponse(response.status, body);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `personel-islem-kaydi.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
