/** The Household feature: the resident's "Hộ gia đình" screen and the unit page's household card. */
export { HouseholdPage } from './components/household-page';
export { HouseholdCard } from './components/household-card';
