import ApartmentIcon from '@mui/icons-material/Apartment';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import ElectricBoltIcon from '@mui/icons-material/ElectricBolt';
import ElevatorIcon from '@mui/icons-material/Elevator';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ShieldIcon from '@mui/icons-material/Shield';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { SvgIconProps } from '@mui/material';
import type { ResidentCategory } from '@chungcu/contracts';
import type { ComponentType } from 'react';

/** The picture of each resident category: the same on the resident's tiles and the office's chips. */
const icons: Record<ResidentCategory, ComponentType<SvgIconProps>> = {
  electricity: ElectricBoltIcon,
  water: WaterDropIcon,
  elevator: ElevatorIcon,
  cleaning: CleaningServicesIcon,
  security: ShieldIcon,
  noise: VolumeUpIcon,
  parking: LocalParkingIcon,
  common_area: ApartmentIcon,
  other: MoreHorizIcon,
};

/** A resident category's icon; decorative (its name is always written beside it). */
export function ResidentCategoryIcon({
  category,
  ...props
}: { category: ResidentCategory } & SvgIconProps) {
  const Icon = icons[category];
  return <Icon aria-hidden {...props} />;
}
