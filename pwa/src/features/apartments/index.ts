/** The Apartments feature: the list, creation, a unit's residents and the assign screen. */
export { ApartmentsPage } from './components/apartments-page';
export { CreateApartmentPage } from './components/create-apartment-page';
export { ApartmentResidentsPage } from './components/apartment-residents-page';
export { AssignResidentsPage } from './components/assign-residents-page';
