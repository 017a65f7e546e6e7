/** The Guides feature: the two static help pages (lazy-loaded by the app shell's router). */
export { ApartmentGuidePage, ResidentGuidePage } from './guide-pages';
