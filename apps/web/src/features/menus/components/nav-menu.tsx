import type { MenuItem } from '@ebelediye/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import { Suspense, useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import { lazyOr } from '../../../lib/lazy-or';
import { MenuIcon } from '../menu-icon';

interface NavMenuProps {
  items: MenuItem[];
  /** SPEC §2 compact mode: icons only, names as tooltips and for screen readers. */
  compact: boolean;
  /** A group was chosen in compact mode: the side nav should open in full to show its children. */
  onExpandRequest?: () => void;
  /** A link was followed (a phone's drawer closes). */
  onNavigate?: () => void;
}

interface ItemProps extends Omit<NavMenuProps, 'items'> {
  item: MenuItem;
  depth: number;
}

/** The side navigation built from RetrieveMenus: headings, internal and external links, groups, badges. */
export function NavMenu({ items, ...props }: NavMenuProps) {
  return (
    <List disablePadding sx={{ py: 1 }}>
      {items.map((item) => (
        <NavMenuItem key={item.id} item={item} depth={0} {...props} />
      ))}
    </List>
  );
}

function NavMenuItem(props: ItemProps) {
  const { item, compact } = props;
  if (item.children) return <NavGroup {...props} />;
  if (item.kind === 'label') {
    return compact ? (
      <ListItem disablePadding>
        <Divider sx={{ width: '100%', my: 1 }} />
        <Box component="span" sx={visuallyHidden}>
          {item.label}
        </Box>
      </ListItem>
    ) : (
      <ListSubheader
        component="li"
        disableSticky
        sx={{
          bgcolor: 'transparent',
          color: 'text.secondary',
          lineHeight: '40px',
          mt: 1,
          textTransform: 'uppercase',
          fontSize: 12,
          letterSpacing: 1,
        }}
      >
        {item.label}
      </ListSubheader>
    );
  }
  return <NavLinkItem {...props} />;
}

/** Shared look of a row: indented by depth, centred icon in compact mode, the current page marked. */
function rowStyle(depth: number, compact: boolean) {
  return {
    minHeight: 44,
    pl: compact ? 0 : 2 + depth * 3,
    pr: compact ? 0 : 2,
    justifyContent: compact ? 'center' : 'flex-start',
    '&.active': {
      bgcolor: 'action.selected',
      boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
    },
  } as const;
}

function RowContent({
  item,
  compact,
  depth,
  trailing,
}: {
  item: MenuItem;
  compact: boolean;
  depth: number;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation();
  const showIcon = compact || depth === 0;
  const icon = <MenuIcon name={item.icon} fontSize={depth === 0 ? 'medium' : 'small'} />;
  return (
    <>
      {showIcon && (
        <ListItemIcon sx={{ color: 'inherit', minWidth: compact ? 0 : 40, justifyContent: 'center' }}>
          {compact && item.badge ? (
            <Badge variant="dot" color={item.badge.color}>
              {icon}
            </Badge>
          ) : (
            icon
          )}
        </ListItemIcon>
      )}
      <ListItemText primary={item.label} sx={compact ? visuallyHidden : { my: 0.5 }} />
      {item.badge &&
        (compact ? (
          <Box component="span" sx={visuallyHidden}>
            {item.badge.text}
          </Box>
        ) : (
          <Chip label={item.badge.text} color={item.badge.color} size="small" sx={{ ml: 1, fontWeight: 600 }} />
        ))}
      {item.kind === 'extLink' && (
        <>
          {!compact && <OpenInNewIcon aria-hidden fontSize="small" sx={{ ml: 1, opacity: 0.8 }} />}
          <Box component="span" sx={visuallyHidden}>
            {t('common.opensInNewTab')}
          </Box>
        </>
      )}
      {trailing}
    </>
  );
}

// Tooltip brings Popper: loaded only when the side nav is compact, not with every first page. Without
// its code the row is shown as it is.
const Tooltip = lazyOr(
  () => import('@mui/material/Tooltip'),
  ({ children }) => children,
);

/** In compact mode a row shows only its icon, so its name also appears as a tooltip. */
function CompactTooltip({ compact, label, children }: { compact: boolean; label: string; children: ReactElement }) {
  if (!compact) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={label} placement="right" describeChild>
        {children}
      </Tooltip>
    </Suspense>
  );
}

function NavLinkItem({ item, compact, depth, onNavigate }: ItemProps) {
  const content = <RowContent item={item} compact={compact} depth={depth} />;
  return (
    <ListItem disablePadding>
      <CompactTooltip compact={compact} label={item.label}>
        {item.kind === 'extLink' ? (
          <ListItemButton
            component="a"
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
            sx={rowStyle(depth, compact)}
          >
            {content}
          </ListItemButton>
        ) : (
          <ListItemButton
            component={NavLink}
            to={item.path ?? ''}
            end
            onClick={onNavigate}
            sx={rowStyle(depth, compact)}
          >
            {content}
          </ListItemButton>
        )}
      </CompactTooltip>
    </ListItem>
  );
}

function containsPath(item: MenuItem, pathname: string): boolean {
  return item.path === pathname || (item.children ?? []).some((child) => containsPath(child, pathname));
}

function NavGroup(props: ItemProps) {
  const { item, compact, depth, onExpandRequest } = props;
  const { pathname } = useLocation();
  // The group holding the current page starts open, so the visitor sees where they are.
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const childrenId = useId();
  const expanded = open && !compact;

  const toggle = () => {
    if (compact) {
      setOpen(true);
      onExpandRequest?.();
    } else {
      setOpen(!open);
    }
  };

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <CompactTooltip compact={compact} label={item.label}>
        <ListItemButton
          onClick={toggle}
          aria-expanded={expanded}
          aria-controls={childrenId}
          sx={rowStyle(depth, compact)}
        >
          <RowContent
            item={item}
            compact={compact}
            depth={depth}
            trailing={!compact && (expanded ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />)}
          />
        </ListItemButton>
      </CompactTooltip>
      <Collapse in={expanded} id={childrenId} timeout="auto">
        <List disablePadding>
          {(item.children ?? []).map((child) => (
            <NavMenuItem key={child.id} {...props} item={child} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
