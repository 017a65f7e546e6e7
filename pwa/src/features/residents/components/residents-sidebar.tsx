import ApartmentIcon from '@mui/icons-material/Apartment';
import DescriptionIcon from '@mui/icons-material/Description';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { memo } from 'react';
import { SideNav, type SideNavItem } from '../../../ui/side-nav';
import { residentStrings } from '../strings';

const s = residentStrings.sidebar;

// Spec section 2: Documents goes to /dashboard; Inquiry has no link target in this sidebar.
const items: SideNavItem[] = [
  { label: s.documents, icon: <DescriptionIcon />, to: '/dashboard' },
  { label: s.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: s.residents, icon: <PeopleIcon />, to: '/residents', current: true },
  { label: s.inquiry, icon: <QuestionAnswerIcon /> },
];

/** The residents screen's sidebar (spec section 2). */
export const ResidentsSidebar = memo(function ResidentsSidebar() {
  return <SideNav label={s.label} items={items} />;
});
