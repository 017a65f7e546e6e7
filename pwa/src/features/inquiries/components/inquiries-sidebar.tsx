import ApartmentIcon from '@mui/icons-material/Apartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { memo, useMemo } from 'react';
import { SideNav, type SideNavItem } from '../../../ui/side-nav';
import { useCurrentUser } from '../../../data';
import { inquiryStrings } from '../strings';

const s = inquiryStrings.sidebar;

const items: (SideNavItem & { staff?: boolean })[] = [
  { label: s.dashboard, icon: <DashboardIcon />, to: '/dashboard', staff: true },
  { label: s.documents, icon: <DescriptionIcon />, to: '/dashboard', staff: true },
  { label: s.apartments, icon: <ApartmentIcon />, to: '/apartments', staff: true },
  { label: s.resident, icon: <PeopleIcon />, to: '/residents', staff: true },
  { label: s.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries', current: true },
];

/** The inquiry screen's sidebar (spec section 2). Staff entries are hidden from residents. */
export const InquiriesSidebar = memo(function InquiriesSidebar() {
  const isStaff = useCurrentUser()?.role === 'admin';
  const visible = useMemo(() => items.filter((item) => isStaff || !item.staff), [isStaff]);
  return <SideNav label={s.label} items={visible} />;
});
