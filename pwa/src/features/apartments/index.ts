import { createElement } from 'react';
import { PendingPage } from '../../ui/pending-page';

// Placeholders until this feature's screens land; each keeps its route's title.
export const ApartmentsPage = () => createElement(PendingPage, { title: 'Quản lý Căn hộ' });
export const CreateApartmentPage = () =>
  createElement(PendingPage, { title: 'Apartment Information' });
export const ApartmentResidentsPage = () =>
  createElement(PendingPage, { title: 'Assign Residents to Apartment' });
export const AssignResidentsPage = () => createElement(PendingPage, { title: 'Assign Residents' });
