import { createElement } from 'react';
import { PendingPage } from '../../ui/pending-page';

// Placeholders until this feature's screens land; each keeps its route's title.
export const InquiriesPage = () => createElement(PendingPage, { title: 'YÊU CẦU' });
export const InquiryDetailPage = () => createElement(PendingPage, { title: 'Chi tiết yêu cầu' });
export const InquiryProgressPage = () => createElement(PendingPage, { title: 'Tiến trình xử lý' });
