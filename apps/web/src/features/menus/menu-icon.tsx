import BadgeIcon from '@mui/icons-material/Badge';
import DescriptionIcon from '@mui/icons-material/Description';
import FeedbackIcon from '@mui/icons-material/Feedback';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import LaunchIcon from '@mui/icons-material/Launch';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import PublicIcon from '@mui/icons-material/Public';
import TableChartIcon from '@mui/icons-material/TableChart';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** The icon names RetrieveMenus may send; anything else gets a plain dot rather than breaking the menu. */
const icons: Record<string, ComponentType<SvgIconProps>> = {
  home: HomeIcon,
  payments: PaymentsIcon,
  description: DescriptionIcon,
  water: WaterDropIcon,
  feedback: FeedbackIcon,
  person: PersonIcon,
  badge: BadgeIcon,
  gavel: GavelIcon,
  table: TableChartIcon,
  public: PublicIcon,
  launch: LaunchIcon,
};

export function MenuIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const Icon = (name && icons[name]) || FiberManualRecordIcon;
  return <Icon aria-hidden {...props} />;
}
