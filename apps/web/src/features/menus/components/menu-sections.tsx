import type { MenuItem } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { menuEntries } from '../filter-menu';
import { MenuTiles } from './menu-tiles';

interface Section {
  key: string;
  heading?: { text: string; level: 2 | 3 };
  items: MenuItem[];
  /** Set for a group's section, whose tiles borrow its icon. */
  group?: MenuItem;
}

/**
 * The menu laid out as sections of tiles: a heading starts a section, a group becomes its own
 * section under it, and loose links between them share one.
 */
function sectionsOf(items: MenuItem[]): Section[] {
  const sections: Section[] = [];
  let underHeading = false;
  let loose: Section | undefined;
  for (const item of items) {
    if (item.kind === 'label') {
      underHeading = true;
      loose = { key: `label-${item.id}`, heading: { text: item.label, level: 2 }, items: [] };
      sections.push(loose);
    } else if (item.children) {
      sections.push({
        key: `group-${item.id}`,
        heading: { text: item.label, level: underHeading ? 3 : 2 },
        items: item.children,
        group: item,
      });
      loose = undefined;
    } else {
      if (!loose) {
        loose = { key: `links-${item.id}`, items: [] };
        sections.push(loose);
      }
      loose.items.push(item);
    }
  }
  return sections;
}

export function MenuSections({ items }: { items: MenuItem[] }) {
  return (
    <>
      {sectionsOf(items).map((section) => (
        <Box component="section" key={section.key} sx={{ mb: 3 }}>
          {section.heading && (
            <Typography
              component={`h${section.heading.level}`}
              variant={section.heading.level === 2 ? 'h5' : 'h6'}
              sx={{ mb: 1.5 }}
            >
              {section.heading.text}
            </Typography>
          )}
          {section.items.length > 0 && <MenuTiles entries={menuEntries(section.items, section.group)} />}
        </Box>
      ))}
    </>
  );
}
