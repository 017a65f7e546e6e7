/**
 * The Household feature: the resident's "Hộ gia đình" screen, the unit page's household card and
 * staff's list of requests waiting for a decision.
 */
export { HouseholdPage } from './components/household-page';
export { HouseholdCard } from './components/household-card';
export { PendingRequestsPage } from './components/pending-requests-page';
