import { z } from 'zod';
import './zod-config';
import { defineOperation, requestBody } from './operation';

/** SPEC §2 side navigation: a label, an external link or an internal link; groups hold children. */
export const menuItemKinds = ['label', 'extLink', 'link'] as const;

export interface MenuItem {
  id: number;
  kind: (typeof menuItemKinds)[number];
  label: string;
  /** Internal links: a route of the web app. */
  path?: string;
  /** External links: an absolute address, opened in a new tab. */
  url?: string;
  icon?: string;
  badge?: { text: string; color: 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info' };
  children?: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(menuItemKinds),
    label: z.string(),
    path: z.string().optional(),
    url: z.string().optional(),
    icon: z.string().optional(),
    badge: z
      .object({ text: z.string(), color: z.enum(['primary', 'secondary', 'error', 'success', 'warning', 'info']) })
      .optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const RetrieveMenus = defineOperation({
  name: 'RetrieveMenus',
  domain: 'menus',
  summary:
    'Yan menü: etiketler, iç ve dış bağlantılar, alt menüler ve rozetler; ayarlara göre gizlenen öğeler çıkarılmış olarak.',
  access: 'public',
  changesState: false,
  input: requestBody({}),
  output: z.object({ items: z.array(menuItemSchema) }),
});
