import ApartmentIcon from '@mui/icons-material/Apartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SettingsIcon from '@mui/icons-material/Settings';
import { memo } from 'react';
import { SideNav, type SideNavItem } from '../../../ui/side-nav';
import { dashboardStrings } from '../strings';

const s = dashboardStrings.sidebar;

// Documents and Settings have no route in the spec: shown greyed out.
const items: SideNavItem[] = [
  { label: s.dashboard, icon: <DashboardIcon />, to: '/dashboard', current: true },
  { label: s.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: s.residents, icon: <PeopleIcon />, to: '/residents' },
  { label: s.assignResidents, icon: <GroupAddIcon />, to: '/assign-residents' },
  { label: s.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries' },
  { label: s.documents, icon: <DescriptionIcon />, disabled: true },
  { label: s.settings, icon: <SettingsIcon />, disabled: true },
];

/** The dashboard's sidebar (spec section 2). */
export const DashboardSidebar = memo(function DashboardSidebar() {
  return <SideNav label={s.label} items={items} />;
});
