// Shared by the sandboxes: their index and a plain page layout.

export interface SandboxService {
  path: string;
  title: string;
  description: string;
}

export const sandboxServices: SandboxService[] = [];

/** Later sandboxes (bank, e-Devlet, SMS) announce themselves here so the index lists them. */
export function registerSandboxService(service: SandboxService): void {
  if (!sandboxServices.some((s) => s.path === service.path)) sandboxServices.push(service);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/** A plain, accessible HTML page for the sandbox's own screens (no JavaScript, so the CSP stays strict). */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1d1b2c;background:#f6f5fb}
header{background:#3f2a8c;color:#fff;padding:12px 16px}header p{margin:4px 0 0;font-size:14px}
main{max-width:860px;margin:0 auto;padding:16px}a{color:#3f2a8c}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #d5d2e6;padding:6px 8px;text-align:left}
.scroll{overflow-x:auto}
.note{background:#fff4d6;border:1px solid #e0b84c;padding:8px 12px;border-radius:4px}
button,input,select{font:inherit;padding:6px 10px}
</style></head>
<body><header><strong>SANDBOX</strong> — gerçek banka, e-Devlet, SMS sağlayıcısı ya da gelir sistemi değildir; yalnızca demo ve test içindir.<p>${escapeHtml(title)}</p></header>
<main>${body}</main></body></html>`;
}
