import { callOperation } from '../api-client';

/** Ends the session on the server, which also clears the httpOnly session cookie. */
export function logoutOnServer() {
  return callOperation('Logout', {});
}
