/** The Apartments feature: the list, creation, the unit page, its residents and the assign screen. */
export { ApartmentsPage } from './components/apartments-page';
export type { ApartmentsPageProps, ListPlace } from './components/apartments-page';
export { CreateApartmentPage } from './components/create-apartment-page';
export { UnitPage } from './components/unit-page';
export type { UnitPageProps } from './components/unit-page';
export { ApartmentResidentsPage } from './components/apartment-residents-page';
export { AssignResidentsPage } from './components/assign-residents-page';
