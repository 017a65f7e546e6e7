import { createElement } from 'react';
import { PendingPage } from '../../ui/pending-page';

// Placeholders until this feature's screens land; each keeps its route's title.
export const ApartmentGuidePage = () =>
  createElement(PendingPage, { title: 'Hướng dẫn quản lý căn hộ' });
export const ResidentGuidePage = () =>
  createElement(PendingPage, { title: 'Hướng dẫn quản lý cư dân' });
