/** The inquiries feature: the list, detail and progress screens (lazy-loaded by the router). */
export { InquiriesPage } from './components/inquiries-page';
export { InquiryDetailPage } from './components/inquiry-detail-page';
export { InquiryProgressPage } from './components/inquiry-progress-page';
