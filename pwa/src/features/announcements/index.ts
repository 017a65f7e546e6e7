/** The announcements feature (Thông báo): its screens and the residents' urgent banner. */
export { AnnouncementsPage } from './components/announcements-page';
export { AnnouncementDetailPage } from './components/announcement-detail-page';
export { UrgentBanner } from './components/urgent-banner';
