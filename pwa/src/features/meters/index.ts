/** The Meters feature: the unit page's meters card and the monthly reading round. */
export { MetersCard } from './components/meters-card';
export { ReadingRoundPage } from './components/reading-round-page';
